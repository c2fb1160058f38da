import type { FavoriteMovie } from '../favorites/state/favoriteMovie';
import { makeFavorite } from '../../test/factories';
import type { Status } from '../favorites';
import { buildPreview, editsToApply, filmsToAdd } from './importPreview';
import type { RowOutcome } from './match';
import { shelfCounts } from './shelfCounts';
import type { ImportRow } from './types';

const NONE: ReadonlySet<string> = new Set();
/** Film n as the matcher gives it back for a row that brings `placed` (match.ts, broughtBy). */
function matched(n: number, placed: Partial<FavoriteMovie>, row: Partial<ImportRow> = {}) {
  const movie = { ...makeFavorite(n), favorite: false as const, ...placed };
  const outcome: RowOutcome = {
    kind: 'matched',
    row: {
      line: n + 1,
      imdbID: movie.imdbID,
      title: null,
      year: null,
      type: null,
      addedAt: null,
      ...row,
    },
    movie,
    confidence: 'exact',
  };
  return outcome;
}
const hearted = (n: number, placed: Partial<FavoriteMovie> = {}) => {
  const movie: FavoriteMovie = { ...makeFavorite(n), ...placed };
  delete movie.favorite;
  return movie;
};
const ours = (n: number, placed: Partial<FavoriteMovie>): FavoriteMovie => ({
  ...makeFavorite(n),
  favorite: false,
  ...placed,
});
const library = (...entries: FavoriteMovie[]) =>
  Object.fromEntries(entries.map((entry) => [entry.imdbID, entry]));
const placed = (entries: readonly FavoriteMovie[]) =>
  entries.map(({ imdbID, status, favorite }) => [imdbID, status, favorite !== false]);

describe('an import onto the shelves', () => {
  it('adds new films with the status and heart their file gives, unhearted unless it hearts them', () => {
    const preview = buildPreview(
      [
        matched(1, { status: 'want' }),
        matched(2, { status: 'watched', rating: 8 }),
        { ...matched(3, {}), movie: hearted(3) },
      ],
      {},
    );
    expect(placed(filmsToAdd(preview, NONE))).toEqual([
      ['tt0000001', 'want', false],
      ['tt0000002', 'watched', false],
      ['tt0000003', undefined, true],
    ]);
  });

  it.each<[string, Status | undefined, Status, Status | undefined]>([
    [
      'a watchlist never takes «Просмотрено» back to «Хочу посмотреть»',
      'watched',
      'want',
      'watched',
    ],
    ['a watchlist leaves «Смотрю» as it is', 'watching', 'want', 'watching'],
    ['a watched file moves «Хочу посмотреть» on to «Просмотрено»', 'want', 'watched', 'watched'],
    [
      'a watched file leaves «Брошено» as it is, as a rating in the app does',
      'dropped',
      'watched',
      'dropped',
    ],
    ['a file gives a status to a title with none', undefined, 'want', 'want'],
  ])('%s', (_, before, theirs, after) => {
    const entry = hearted(1, before === undefined ? {} : { status: before });
    const preview = buildPreview([matched(1, { status: theirs })], library(entry));
    const edits = editsToApply(preview, NONE);
    expect(edits.map((edit) => edit.status)).toEqual(after === before ? [] : [after]);
    expect(preview.already.map((movie) => movie.imdbID)).toEqual(
      after === before ? ['tt0000001'] : [],
    );
  });

  it('hearts a title only when the file hearts it, and never takes a heart away', () => {
    const entries = library(ours(1, { status: 'watched' }), hearted(2, { status: 'watched' }));
    const likes = buildPreview([{ ...matched(1, {}), movie: hearted(1) }], entries);
    expect(placed(editsToApply(likes, NONE))).toEqual([['tt0000001', 'watched', true]]);
    const ratings = buildPreview([matched(2, { status: 'watched', rating: 7 })], entries);
    expect(placed(editsToApply(ratings, NONE))).toEqual([['tt0000002', 'watched', true]]);
  });

  it('adds watch days to ours and keeps our rating unless the file’s is taken', () => {
    const entry = ours(1, { status: 'watched', rating: 9, watched: ['2024-01-01'] });
    const preview = buildPreview(
      [matched(1, { status: 'watched', rating: 6, watched: ['2024-02-01'] })],
      library(entry),
    );
    expect(preview.updates.map((update) => update.conflict)).toEqual([true]);
    const [kept] = editsToApply(preview, NONE);
    expect([kept.rating, kept.watched]).toEqual([9, ['2024-01-01', '2024-02-01']]);
    const [taken] = editsToApply(preview, new Set(['tt0000001']));
    expect(taken.rating).toBe(6);
  });

  it('counts per shelf what confirming would place, the unticked and the unchanged left out', () => {
    const entries = library(ours(5, { status: 'want' }), hearted(6, { status: 'watched' }));
    const preview = buildPreview(
      [
        matched(1, { status: 'want' }),
        matched(2, { status: 'want' }),
        matched(3, { status: 'watched', rating: 7 }),
        { ...matched(4, {}), movie: hearted(4, { status: 'watched', rating: 9 }) },
        matched(5, { status: 'watched', rating: 8 }),
        matched(6, { status: 'want' }),
      ],
      entries,
    );
    expect(shelfCounts(preview, NONE, NONE)).toEqual({
      shelves: { want: 2, watching: 0, watched: 3, dropped: 0 },
      hearts: 1,
    });
    expect(shelfCounts(preview, new Set(['tt0000001']), NONE).shelves.want).toBe(1);
  });

  it('counts the rows whose status was unknown, and lists one left with nothing to keep', () => {
    const preview = buildPreview(
      [
        {
          ...matched(1, {}),
          movie: hearted(1),
          row: { ...matched(1, {}).row, unknownStatus: true },
        },
        matched(2, {}, { unknownStatus: true }),
        matched(3, { status: 'want' }),
      ],
      {},
    );
    expect(preview.unknownStatus).toBe(2);
    expect(placed(filmsToAdd(preview, NONE))).toEqual([
      ['tt0000001', undefined, true],
      ['tt0000003', 'want', false],
    ]);
    expect(preview.unmatched.map(({ row }) => row.line)).toEqual([3]);
  });
});
