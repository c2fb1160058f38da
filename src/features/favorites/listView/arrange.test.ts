import { makeFavorite } from '../../../test/factories';
import type { FavoriteMovie } from '../state/favoriteMovie';
import { filterFavorites, listFacets, sortFavorites } from './arrange';
import type * as Arrange from './arrange';
import { DEFAULT_LIST_QUERY, type SortOrder } from './listQuery';

let next = 1;
/** A new favorite (the next id) with these fields. */
function film(title: string, year: string, addedAt: string | null, type = 'movie'): FavoriteMovie {
  return makeFavorite(next++, { title, year, type, addedAt });
}

const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T12:00:00.000Z`;
// In the order they were added; the first two come from version 1 (no dates).
const oldA = film('Сталкер', '1979', null);
const oldB = film('alien', '1979', null);
const matrix = film('The Matrix', '1999', day(3));
const breaking = film('Breaking Bad', '2008–2013', day(5), 'series');
const amelie = film('Amélie', '2001', day(4));
const ozero = film('Ёлки', '2010', day(1));
const noYear = film('Untitled', 'N/A', day(2), 'game');
const list = [oldA, oldB, matrix, breaking, amelie, ozero, noYear];

const titles = (movies: readonly FavoriteMovie[]) => movies.map((movie) => movie.title);
const sorted = (sort: SortOrder) => titles(sortFavorites(list, sort));

describe('sorting favorites', () => {
  it('puts the newest added first by default; undated ones are the oldest, last added first', () => {
    expect(sorted('added-desc')).toEqual([
      'Breaking Bad',
      'Amélie',
      'The Matrix',
      'Untitled',
      'Ёлки',
      'alien',
      'Сталкер',
    ]);
  });

  it('puts the oldest first the other way round, undated ones in the order they were added', () => {
    expect(sorted('added-asc')).toEqual([...sorted('added-desc')].reverse());
    expect(sorted('added-asc').slice(0, 2)).toEqual(['Сталкер', 'alien']);
  });

  it('orders titles Russian first, then Latin, ignoring case and accents', () => {
    expect(sorted('title-asc')).toEqual([
      'Ёлки',
      'Сталкер',
      'alien',
      'Amélie',
      'Breaking Bad',
      'The Matrix',
      'Untitled',
    ]);
    expect(sorted('title-desc')).toEqual([...sorted('title-asc')].reverse());
  });

  it('orders by first year, films without one last, ties newest added first', () => {
    expect(sorted('year-desc')).toEqual([
      'Ёлки',
      'Breaking Bad',
      'Amélie',
      'The Matrix',
      'alien',
      'Сталкер',
      'Untitled',
    ]);
    expect(sorted('year-asc')).toEqual([
      'alien',
      'Сталкер',
      'The Matrix',
      'Amélie',
      'Breaking Bad',
      'Ёлки',
      'Untitled',
    ]);
  });

  it('never changes the list it is given', () => {
    const copy = [...list];
    sortFavorites(list, 'title-asc');
    expect(list).toEqual(copy);
  });

  it('orders numbers in titles by value', () => {
    const numbered = [film('Rocky 10', '2030', day(1)), film('Rocky 2', '1979', day(2))];
    expect(titles(sortFavorites(numbered, 'title-asc'))).toEqual(['Rocky 2', 'Rocky 10']);
  });
});

describe('filtering and finding', () => {
  const all = sortFavorites(list, 'added-desc');

  it('gives the same list back when nothing filters', () => {
    expect(filterFavorites(all, DEFAULT_LIST_QUERY)).toBe(all);
    expect(filterFavorites(all, { ...DEFAULT_LIST_QUERY, q: '  ' })).toBe(all);
  });

  it('keeps one type, or one decade (by the first year)', () => {
    expect(titles(filterFavorites(all, { ...DEFAULT_LIST_QUERY, type: 'series' }))).toEqual([
      'Breaking Bad',
    ]);
    expect(titles(filterFavorites(all, { ...DEFAULT_LIST_QUERY, decade: 2000 }))).toEqual([
      'Breaking Bad',
      'Amélie',
    ]);
    expect(filterFavorites(all, { ...DEFAULT_LIST_QUERY, decade: 1990, type: 'game' })).toEqual([]);
  });

  it('finds by part of the title, ignoring case, accents and ё', () => {
    const find = (q: string) => titles(filterFavorites(all, { ...DEFAULT_LIST_QUERY, q }));
    expect(find('AMELIE')).toEqual(['Amélie']);
    expect(find('елки')).toEqual(['Ёлки']);
    expect(find(' matr ')).toEqual(['The Matrix']);
    expect(find('al')).toEqual(['alien']);
    expect(find('ал')).toEqual(['Сталкер']);
    expect(find('zzz')).toEqual([]);
  });
});

describe('filtering by a name from the films’ details', () => {
  const all = sortFavorites(list, 'added-desc');
  const names: Record<string, Record<string, string[]>> = {
    [matrix.imdbID]: {
      genre: ['Action', 'Sci-Fi'],
      director: ['Lana Wachowski'],
      actor: ['Keanu Reeves'],
    },
    [amelie.imdbID]: { genre: ['Comedy', 'Romance'], director: ['Jean-Pierre Jeunet'], actor: [] },
    [breaking.imdbID]: { genre: ['Crime', 'Drama'], director: [], actor: ['Bryan Cranston'] },
  };
  const namesOf = (id: string, field: string) => names[id]?.[field] ?? null;
  const by = (query: Partial<typeof DEFAULT_LIST_QUERY>) =>
    titles(filterFavorites(all, { ...DEFAULT_LIST_QUERY, ...query }, namesOf));

  it('keeps the films whose details name it, in any case', () => {
    expect(by({ genre: 'drama' })).toEqual(['Breaking Bad']);
    expect(by({ director: 'Lana Wachowski' })).toEqual(['The Matrix']);
    expect(by({ actor: 'KEANU REEVES' })).toEqual(['The Matrix']);
  });

  it('drops films without known details, and combines with the other filters', () => {
    expect(by({ genre: 'Sci-Fi', type: 'series' })).toEqual([]);
    expect(by({ genre: 'Comedy', q: 'ame' })).toEqual(['Amélie']);
    expect(titles(filterFavorites(all, { ...DEFAULT_LIST_QUERY, genre: 'Drama' }))).toEqual([]);
  });
});

describe('the facets the filters offer', () => {
  it('lists the filter types present in fixed order and the decades newest first', () => {
    expect(listFacets(list)).toMatchObject({
      types: ['movie', 'series', 'game'],
      decades: [2010, 2000, 1990, 1970],
    });
    expect(listFacets([])).toEqual({ types: [], decades: [], rated: false, unrated: false });
  });

  it('says whether the list holds rated films and unrated ones', () => {
    expect(listFacets(list)).toMatchObject({ rated: false, unrated: true });
    const rated = makeFavorite(900, { rating: 7 });
    expect(listFacets([rated])).toMatchObject({ rated: true, unrated: false });
    expect(listFacets([rated, oldA])).toMatchObject({ rated: true, unrated: true });
  });
});

describe('the visitor’s own rating and watch days', () => {
  // In the order they were added, all dated, so the newest added is `late`.
  const rated = (n: number, title: string, rating?: number, watched?: string[]) =>
    makeFavorite(1000 + n, { title, addedAt: day(n), rating, watched });
  const low = rated(1, 'Low', 3, ['2024-05-03']);
  const none = rated(2, 'None', undefined, ['2026-01-10', '2026-02-01']);
  const high = rated(3, 'High', 9);
  const tie = rated(4, 'Tie', 9, ['2025-12-31']);
  const blank = rated(5, 'Blank');
  const late = rated(6, 'Late', 6, ['2023-01-01', '2026-03-15']);
  const mine = [low, none, high, tie, blank, late];
  const order = (sort: SortOrder) => titles(sortFavorites(mine, sort));

  it('sorts by rating either way, unrated films last both ways, ties newest added first', () => {
    expect(order('rating-desc')).toEqual(['Tie', 'High', 'Late', 'Low', 'Blank', 'None']);
    expect(order('rating-asc')).toEqual(['Low', 'Late', 'Tie', 'High', 'Blank', 'None']);
  });

  it('sorts by the last watch day either way, never-watched films last both ways', () => {
    expect(order('watched-desc')).toEqual(['Late', 'None', 'Tie', 'Low', 'Blank', 'High']);
    expect(order('watched-asc')).toEqual(['Low', 'Tie', 'None', 'Late', 'Blank', 'High']);
  });

  it('filters the rated films, or the others', () => {
    const all = sortFavorites(mine, 'added-desc');
    const by = (value: 'yes' | 'no') =>
      titles(filterFavorites(all, { ...DEFAULT_LIST_QUERY, rated: value }));
    expect(by('yes')).toEqual(['Late', 'Tie', 'High', 'Low']);
    expect(by('no')).toEqual(['Blank', 'None']);
    expect(titles(filterFavorites(all, { ...DEFAULT_LIST_QUERY, rated: 'yes', q: 'i' }))).toEqual([
      'Tie',
      'High',
    ]);
  });
});

describe('the title collator', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is made at the first sort by title, not when the module is loaded (the sync engine loads it at start-up)', async () => {
    const RealCollator = Intl.Collator;
    const made = vi.spyOn(Intl, 'Collator').mockImplementation(function collator(
      ...args: ConstructorParameters<typeof RealCollator>
    ) {
      return new RealCollator(...args);
    });
    // A module instance of its own (the files of a run share modules): evaluated here, spied on.
    const freshCopy = './arrange.ts?collator';
    const fresh = (await import(/* @vite-ignore */ freshCopy)) as typeof Arrange;
    expect(made).not.toHaveBeenCalled();
    fresh.sortFavorites(list, 'year-desc');
    expect(made).not.toHaveBeenCalled();
    expect(titles(fresh.sortFavorites(list, 'title-asc'))[0]).toBe('Ёлки');
    fresh.sortFavorites(list, 'title-desc');
    expect(made).toHaveBeenCalledTimes(1);
  });
});

describe('the orders by the films’ details (the watchlist’s)', () => {
  const short = makeFavorite(901, { addedAt: day(1) });
  const long = makeFavorite(902, { addedAt: day(2) });
  const unknown = makeFavorite(903, { addedAt: day(3) });
  const noRating = makeFavorite(904, { addedAt: day(4) });
  const facts = new Map<string, Arrange.SortFacts>([
    [short.imdbID, { runtime: 90, imdbRating: 6.5 }],
    [long.imdbID, { runtime: 180, imdbRating: 8.1 }],
    [noRating.imdbID, { runtime: 120, imdbRating: null }],
  ]);
  const factsOf: Arrange.FactsOf = (imdbID) => facts.get(imdbID) ?? null;
  const list = [short, long, unknown, noRating];

  it('sorts by runtime either way, films with no known runtime last both ways', () => {
    expect(sortFavorites(list, 'runtime-asc', factsOf)).toEqual([short, noRating, long, unknown]);
    expect(sortFavorites(list, 'runtime-desc', factsOf)).toEqual([long, noRating, short, unknown]);
  });

  it('sorts by IMDb rating either way, films with no known rating last, newest added first', () => {
    expect(sortFavorites(list, 'imdb-desc', factsOf)).toEqual([long, short, noRating, unknown]);
    expect(sortFavorites(list, 'imdb-asc', factsOf)).toEqual([short, long, noRating, unknown]);
  });

  it('keeps the order added while no details are known', () => {
    expect(sortFavorites(list, 'runtime-asc')).toEqual([noRating, unknown, long, short]);
  });
});
