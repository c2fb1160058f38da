import type { FavoriteMovie } from '../favorites/state/favoriteMovie';
import { makeFavorite } from '../../test/factories';
import { buildPreview, editsToApply, filmsToAdd, foundSoFar } from './importPreview';
import type { Confidence, RowOutcome } from './match';
import type { Personal } from '../favorites';
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

describe('the personal fields an import brings', () => {
  /** A row of film n bringing `personal`, as the matcher gives it back. */
  const brings = (
    line: number,
    n: number,
    personal: Personal,
    confidence: Confidence = 'exact',
  ): RowOutcome => ({
    kind: 'matched',
    row: { ...rowAt(line), personal },
    movie: { ...film(n), ...personal },
    confidence,
  });
  const mine = {
    tt0000001: film(1),
    tt0000002: { ...film(2), rating: 8, watched: ['2024-05-03'] },
    tt0000003: { ...film(3), rating: 8, note: 'Mine' },
    tt0000004: { ...film(4), watched: ['2024-05-03'] },
    tt0000005: film(5),
  };
  const outcomes: RowOutcome[] = [
    // Rates a favorite we have not rated: an update.
    brings(2, 1, { rating: 6 }),
    // Rates it differently, with a day we know and a new one: a conflict.
    brings(3, 2, { rating: 6, watched: ['2024-05-03', '2024-06-01'] }),
    // The same rating, another note: a conflict over the note only.
    brings(4, 3, { rating: 8, note: 'Theirs' }),
    // A day we know: nothing new.
    brings(5, 4, { watched: ['2024-05-03'] }),
    // A guess never changes a favorite.
    brings(6, 5, { rating: 3 }, 'year-off'),
    // A new film, in two rows: one film with both days, the later rating.
    brings(7, 7, { rating: 5, watched: ['2023-01-01'] }),
    brings(8, 7, { rating: 7, watched: ['2023-02-01'] }),
  ];
  const preview = buildPreview(outcomes, mine);

  it('sorts films already there into updates, conflicts and nothing new', () => {
    expect(
      preview.updates.map(({ ours, theirs, conflict }) => [ours.imdbID, theirs, conflict]),
    ).toEqual([
      // The matcher's films here are hearted, as a file of favorites brings them.
      ['tt0000001', { rating: 6, heart: true }, false],
      ['tt0000002', { rating: 6, watched: ['2024-05-03', '2024-06-01'], heart: true }, true],
      ['tt0000003', { rating: 8, note: 'Theirs', heart: true }, true],
    ]);
    expect(ids(preview.already)).toEqual(['tt0000007', 'tt0000004', 'tt0000005']);
    expect(
      preview.fresh.map(({ movie, row }) => [movie.imdbID, row.line, movie.rating, movie.watched]),
    ).toEqual([['tt0000007', 7, 7, ['2023-01-01', '2023-02-01']]]);
  });

  it('keeps ours in a conflict by default, and adds what no choice is needed for', () => {
    expect(editsToApply(preview, new Set())).toEqual([
      { ...film(1), rating: 6 },
      { ...film(2), rating: 8, watched: ['2024-05-03', '2024-06-01'] },
    ]);
  });

  it("takes the file's rating and note for the films the visitor chose", () => {
    expect(editsToApply(preview, new Set(['tt0000002', 'tt0000003']))).toEqual([
      { ...film(1), rating: 6 },
      { ...film(2), rating: 6, watched: ['2024-05-03', '2024-06-01'] },
      { ...film(3), rating: 8, note: 'Theirs' },
    ]);
  });

  it('merges into the favorites as they are now, and leaves out one removed meanwhile', () => {
    const now = { ...mine, tt0000001: { ...film(1), note: 'Written meanwhile' } } as Record<
      string,
      FavoriteMovie
    >;
    delete now.tt0000002;
    expect(editsToApply(preview, new Set(), now)).toEqual([
      { ...film(1), rating: 6, note: 'Written meanwhile' },
    ]);
  });

  it('adds nothing and changes nothing when the same file comes again', () => {
    const edited = Object.fromEntries(
      editsToApply(preview, new Set(['tt0000003'])).map((m) => [m.imdbID, m]),
    );
    const added = Object.fromEntries(filmsToAdd(preview, new Set()).map((m) => [m.imdbID, m]));
    const again = buildPreview(outcomes, { ...mine, ...edited, ...added });
    expect(filmsToAdd(again, new Set())).toEqual([]);
    expect(editsToApply(again, new Set())).toEqual([]);
    // The kept rating still differs from the file's: offered again, changing nothing unless taken.
    expect(again.updates.map(({ ours, conflict }) => [ours.imdbID, conflict])).toEqual([
      ['tt0000002', true],
    ]);
  });
});
