import type { FavoriteMovie } from '../favorites';
import { makeFilm } from '../../test/factories';
import { hasData, summarizeYear, type YearFacts } from './summary';
import { sentenceText, yearSentences } from './sentences';
import { entriesOfYear, yearsWithData } from './years';

const entry = (n: number, extra: Partial<FavoriteMovie>): FavoriteMovie => ({
  ...makeFilm(n),
  addedAt: '2025-03-01T10:00:00.000Z',
  ...extra,
});

const watchedOnly = entry(1, { favorite: false, status: 'watched', watched: ['2025-05-01'] });
const lovedUnwatched = entry(2, {});
const wantedAdded = entry(3, { favorite: false, status: 'want' });
const other = entry(4, { addedAt: '2024-01-01T00:00:00.000Z', watched: ['2024-02-02'] });
const library = [watchedOnly, lovedUnwatched, wantedAdded, other];

describe('the year in review, from the watch days', () => {
  it('counts every watch of the year, hearted or not, and only favorites as added', () => {
    const summary = summarizeYear(library, new Map(), 2025);
    expect(summary.watches).toBe(1);
    expect(summary.watchedFilms).toBe(1);
    expect(summary.added).toBe(1);
    expect(summary.films.map((film) => film.imdbID)).toEqual(['tt0000001', 'tt0000002']);
  });

  it('reads only the year’s entries, and lists the years with a watch or a favorite added', () => {
    expect(entriesOfYear(library, 2025)).toEqual([watchedOnly, lovedUnwatched]);
    expect(yearsWithData([wantedAdded])).toEqual([]);
    expect(yearsWithData(library)).toEqual([2025, 2024]);
  });
});

describe('the year in review counts episodes', () => {
  const show = entry(5, {
    type: 'series',
    favorite: false,
    status: 'watching',
    episodes: { '1:1': '2025-01-02', '1:2': '2025-01-03', '1:3': '2024-12-31' },
  });

  it('counts the year’s episodes and their time at the series’ runtime, and says so', () => {
    const summary = summarizeYear(
      [show],
      new Map([['tt0000005', { runtime: '45 min' } as YearFacts]]),
      2025,
    );
    expect(summary).toMatchObject({ episodes: 2, episodeMinutes: 90, watches: 0 });
    expect(hasData(summary)).toBe(true);
    expect(yearSentences(summary).map(sentenceText)).toContain(
      'В 2025 году вы посмотрели 2 серии сериалов — 1 час 30 минут.',
    );
    expect(entriesOfYear([show], 2024)).toEqual([show]);
    expect(yearsWithData([show])).toEqual([2025, 2024]);
  });
});
