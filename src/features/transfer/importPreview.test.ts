import type { FavoriteMovie } from '../favorites/state/favoriteMovie';
import { makeFavorite } from '../../test/factories';
import { buildPreview, filmsToAdd, foundSoFar } from './importPreview';
import type { Confidence, RowOutcome } from './match';
import type { ImportRow } from './types';

// Titled "Film n": the preview test reads the titles.
const film = (n: number) => makeFavorite(n, { title: `Film ${n}` });
const rowAt = (line: number): ImportRow => ({
  line,
  imdbID: null,
  title: null,
  year: null,
  type: null,
  addedAt: null,
});
const matched = (line: number, n: number, confidence: Confidence = 'exact'): RowOutcome => ({
  kind: 'matched',
  row: rowAt(line),
  movie: film(n),
  confidence,
});
const ids = (movies: readonly FavoriteMovie[]) => movies.map((movie) => movie.imdbID);

describe('the import preview', () => {
  const outcomes: RowOutcome[] = [
    matched(2, 1),
    matched(3, 2, 'year-off'),
    matched(4, 3),
    { kind: 'unmatched', row: rowAt(5), reason: 'не найден в OMDb' },
    matched(6, 1),
    matched(7, 4, 'title-only'),
    matched(8, 9),
  ];
  const favorites = { tt0000009: { ...film(9), title: 'Mine' } };
  const preview = buildPreview(outcomes, favorites);

  it('sorts matches into new, to check, already there and not found', () => {
    expect(ids(preview.fresh.map((match) => match.movie))).toEqual(['tt0000001', 'tt0000003']);
    expect(preview.uncertain.map((match) => [match.movie.imdbID, match.confidence])).toEqual([
      ['tt0000002', 'year-off'],
      ['tt0000004', 'title-only'],
    ]);
    // A film listed twice counts once; one already in favorites is shown as the favorite it is.
    expect(preview.already.map((movie) => movie.title)).toEqual(['Film 1', 'Mine']);
    expect(preview.unmatched).toEqual([{ row: rowAt(5), reason: 'не найден в OMDb' }]);
  });

  it('adds the new and checked films still ticked, in the order of the source', () => {
    expect(ids(filmsToAdd(preview, new Set()))).toEqual([
      'tt0000001',
      'tt0000002',
      'tt0000003',
      'tt0000004',
    ]);
    // A share link's new films have boxes too (a file's are only counted, and stay ticked).
    expect(ids(filmsToAdd(preview, new Set(['tt0000002', 'tt0000001'])))).toEqual([
      'tt0000003',
      'tt0000004',
    ]);
  });

  it('while the lookups run, lists the new films found so far, and nothing not yet asked', () => {
    const running: RowOutcome[] = [
      matched(2, 1),
      { kind: 'unmatched', row: rowAt(3), reason: 'не проверен: сопоставление прервано' },
      matched(4, 9),
      matched(5, 3),
    ];
    expect(ids(foundSoFar(running, favorites).map((match) => match.movie))).toEqual([
      'tt0000001',
      'tt0000003',
    ]);
  });

  it('adds nothing the second time the same source is imported', () => {
    const after = Object.fromEntries(filmsToAdd(preview, new Set()).map((m) => [m.imdbID, m]));
    const again = buildPreview(outcomes, { ...favorites, ...after });
    expect(filmsToAdd(again, new Set())).toEqual([]);
    expect(again.already).toHaveLength(6);
  });
});
