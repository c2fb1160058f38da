import { makeFavorite, makeYearFacts } from '../../test/factories';
import { hasData, summarizeYear } from './summary';
import { yearsWithData } from './years';

describe('summarizeYear', () => {
  it('counts the films added and watched that year, rewatches as watches', () => {
    const favorites = [
      makeFavorite(1, {
        addedAt: '2026-01-05T10:00:00.000Z',
        watched: ['2026-01-06', '2026-03-01'],
      }),
      makeFavorite(2, {
        addedAt: '2025-12-31T23:00:00.000Z',
        watched: ['2025-12-31', '2026-02-01'],
      }),
      makeFavorite(3, { addedAt: '2026-07-01T00:00:00.000Z' }),
      makeFavorite(4, { addedAt: '2024-01-01T00:00:00.000Z', watched: ['2024-05-01'] }),
    ];
    const summary = summarizeYear(favorites, new Map(), 2026);
    expect(summary.added).toBe(2);
    expect(summary.watches).toBe(3);
    expect(summary.watchedFilms).toBe(2);
    expect(summary.films.map((film) => film.imdbID)).toEqual([
      'tt0000001',
      'tt0000002',
      'tt0000003',
    ]);
    expect(summary.busiestMonth).toEqual({ month: 1, watches: 1 });
  });

  it('adds up runtime × watches, and counts apart the watches of films with no runtime', () => {
    const favorites = [
      makeFavorite(1, { watched: ['2026-01-01', '2026-02-01'] }),
      makeFavorite(2, { watched: ['2026-01-03'] }),
      makeFavorite(3, { watched: ['2026-01-04'] }),
    ];
    const details = new Map([
      ['tt0000001', makeYearFacts({ runtime: '136 min' })],
      ['tt0000002', makeYearFacts({ runtime: 'N/A' })],
    ]);
    const summary = summarizeYear(favorites, details, 2026);
    expect(summary.minutes).toBe(272);
    expect(summary.untimedWatches).toBe(2);
    expect(summary.busiestMonth).toEqual({ month: 1, watches: 3 });
  });

  it('ranks genres, directors of two films or more, and the decade of the films watched', () => {
    const watched = ['2026-05-01'];
    const favorites = [1, 2, 3].map((n) => makeFavorite(n, { watched }));
    const details = new Map([
      [
        'tt0000001',
        makeYearFacts({
          genre: 'Drama, Sci-Fi',
          director: 'Lana Wachowski (co-director)',
          year: '1999',
        }),
      ],
      ['tt0000002', makeYearFacts({ genre: 'Drama', director: 'Lana Wachowski', year: '1994' })],
      ['tt0000003', makeYearFacts({ genre: 'Comedy', director: 'Someone Else', year: '2010' })],
    ]);
    const summary = summarizeYear(favorites, details, 2026);
    expect(summary.genres).toEqual([
      { name: 'Drama', count: 2 },
      { name: 'Comedy', count: 1 },
      { name: 'Sci-Fi', count: 1 },
    ]);
    expect(summary.directors).toEqual([{ name: 'Lana Wachowski', count: 2 }]);
    expect(summary.decade).toEqual({ decade: 1990, count: 2 });
  });

  it('finds the highest-rated films and where the visitor and IMDb disagree most', () => {
    const addedAt = '2026-04-01T12:00:00.000Z';
    const favorites = [
      makeFavorite(1, { addedAt, rating: 9 }),
      makeFavorite(2, { addedAt, rating: 9 }),
      makeFavorite(3, { addedAt, rating: 4 }),
      makeFavorite(4, { addedAt: '2020-01-01T00:00:00.000Z', rating: 10 }),
    ];
    const details = new Map([
      ['tt0000001', makeYearFacts({ imdbRating: 8.5 })],
      ['tt0000003', makeYearFacts({ imdbRating: 7.8 })],
      ['tt0000004', makeYearFacts({ imdbRating: 1 })],
    ]);
    const summary = summarizeYear(favorites, details, 2026);
    expect(summary.highestRated?.rating).toBe(9);
    expect(summary.highestRated?.films.map((film) => film.imdbID)).toEqual([
      'tt0000001',
      'tt0000002',
    ]);
    expect(summary.disagreement).toMatchObject({
      film: { imdbID: 'tt0000003' },
      mine: 4,
      imdb: 7.8,
    });
  });

  it('says nothing for a year without data', () => {
    const summary = summarizeYear(
      [makeFavorite(1, { addedAt: '2025-01-01T00:00:00.000Z' })],
      new Map(),
      2019,
    );
    expect(hasData(summary)).toBe(false);
    expect(summary).toMatchObject({
      added: 0,
      watches: 0,
      minutes: 0,
      decade: null,
      busiestMonth: null,
    });
  });
});

describe('yearsWithData', () => {
  it('lists every year with a film added or watched, the latest first', () => {
    const favorites = [
      makeFavorite(1, {
        addedAt: '2024-03-01T00:00:00.000Z',
        watched: ['2026-01-01', '2019-02-02'],
      }),
      makeFavorite(2, { addedAt: null }),
      makeFavorite(3, { addedAt: 'garbage' }),
    ];
    expect(yearsWithData(favorites)).toEqual([2026, 2024, 2019]);
  });
});
