import { yearOf } from '../../../shared/lib/movieYear';
import type { FavoriteMovie } from '../state/favoriteMovie';
import { isRating, lastWatched } from '../state/personal';
import {
  DETAIL_FILTERS,
  FILTER_TYPES,
  isFactSort,
  type DetailFilter,
  type FactSort,
  type FilterType,
  type ListQuery,
  type SortOrder,
} from './listQuery';

// Russian first, then Latin (А→Я, A→Z), as ru collation orders scripts; digits and case as people expect.
// Made at the first sort by title, or ahead once the orders are on screen (FavoritesFilters): making
// a collator loads the locale's collation data (tens of ms on a phone), and this module is evaluated
// at start-up by the sync engine, which never sorts.
let collator: Intl.Collator | undefined;
export const titleCollator = () =>
  (collator ??= new Intl.Collator('ru', { numeric: true, sensitivity: 'base' }));

/** A title folded for finding: any case, accents and ё ignored ("Amélie" is found by "amelie"). */
export function foldForFind(title: string): string {
  return title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ё/g, 'е');
}

/**
 * A value worked out once per film: favorites never change in place (the store replaces them), so
 * sorting 10,000 of them reads each film's year or folded title once, not at every comparison.
 */
function perMovie<T>(work: (movie: FavoriteMovie) => T): (movie: FavoriteMovie) => T {
  const known = new WeakMap<FavoriteMovie, T>();
  return (movie) => {
    if (known.has(movie)) return known.get(movie) as T;
    const value = work(movie);
    known.set(movie, value);
    return value;
  };
}

const foldedTitle = perMovie((movie) => foldForFind(movie.title));
const yearOfMovie = perMovie((movie) => yearOf(movie.year));

function decadeOf(movie: FavoriteMovie): number | null {
  const year = yearOfMovie(movie);
  return year === null ? null : year - (year % 10);
}

type Compare = (a: FavoriteMovie, b: FavoriteMovie) => number;

const ratingOf = (movie: FavoriteMovie) => (isRating(movie.rating) ? movie.rating : null);
const lastWatchedOf = (movie: FavoriteMovie) => lastWatched(movie) ?? null;

/**
 * By a value some films lack (a year, the visitor's rating, a watch day): those without it go last,
 * whichever way the values run — a list sorted by rating starts with rated films both ways.
 */
function byKnown<T extends number | string>(
  valueOf: (movie: FavoriteMovie) => T | null,
  direction: 1 | -1,
): Compare {
  return (a, b) => {
    const left = valueOf(a);
    const right = valueOf(b);
    if (left === right) return 0;
    if (left === null) return 1;
    if (right === null) return -1;
    return (left < right ? -1 : 1) * direction;
  };
}

const COMPARE: Record<Exclude<SortOrder, 'added-desc' | 'added-asc' | FactSort>, Compare> = {
  'title-asc': (a, b) => titleCollator().compare(a.title, b.title),
  'title-desc': (a, b) => titleCollator().compare(b.title, a.title),
  'year-desc': byKnown(yearOfMovie, -1),
  'year-asc': byKnown(yearOfMovie, 1),
  'rating-desc': byKnown(ratingOf, -1),
  'rating-asc': byKnown(ratingOf, 1),
  // Watch days are `YYYY-MM-DD`: they compare as strings.
  'watched-desc': byKnown(lastWatchedOf, -1),
  'watched-asc': byKnown(lastWatchedOf, 1),
};

/**
 * Oldest added first. The list is kept in the order films were added, so that order settles ties and
 * places the undated favorites of version 1: they count as older than any dated one.
 */
function oldestAddedFirst(list: readonly FavoriteMovie[]): FavoriteMovie[] {
  const undated = list.filter((movie) => movie.addedAt === null);
  const dated = list.filter((movie) => movie.addedAt !== null);
  // ISO times in UTC compare as strings; the sort is stable, so equal times keep the adding order.
  const time = (movie: FavoriteMovie) => movie.addedAt ?? '';
  dated.sort((a, b) => (time(a) < time(b) ? -1 : time(a) > time(b) ? 1 : 0));
  return [...undated, ...dated];
}

/** What a film's details tell of it for ordering: null for each value not known (nor the film's details). */
export interface SortFacts {
  runtime: number | null;
  imdbRating: number | null;
}
export type FactsOf = (imdbID: string) => SortFacts | null;

/** By a value of the details, read once per film (details arrive while the list is shown: no cache). */
function byFact(list: readonly FavoriteMovie[], sort: FactSort, factsOf: FactsOf): Compare {
  const field = sort.startsWith('runtime') ? 'runtime' : 'imdbRating';
  const values = new Map(list.map((movie) => [movie, factsOf(movie.imdbID)?.[field] ?? null]));
  return byKnown((movie) => values.get(movie) ?? null, sort.endsWith('-asc') ? 1 : -1);
}

/**
 * The list in the chosen order. Ties in title, year, rating or last watch day keep the newest-added
 * first, because each order starts from that one and the sort is stable. An order by the details
 * reads them through `factsOf`; films whose details are not known go last.
 */
export function sortFavorites(
  list: readonly FavoriteMovie[],
  sort: SortOrder,
  factsOf: FactsOf = () => null,
): FavoriteMovie[] {
  const ascending = oldestAddedFirst(list);
  if (sort === 'added-asc') return ascending;
  const newestFirst = ascending.reverse();
  if (sort === 'added-desc') return newestFirst;
  return newestFirst.sort(isFactSort(sort) ? byFact(list, sort, factsOf) : COMPARE[sort]);
}

/**
 * The names a film's details give for a field (its genres, directors or actors), or null when its
 * details are not known. The page reads them from the details store.
 */
export type NamesOf = (imdbID: string, field: DetailFilter) => readonly string[] | null;

const sameName = (a: string, b: string) =>
  a.localeCompare(b, 'ru', { sensitivity: 'accent' }) === 0;

/**
 * The films that pass the query's filters and text, in the order given. A filter by a name from the
 * details keeps only films whose details are known and name it.
 */
export function filterFavorites(
  sorted: readonly FavoriteMovie[],
  query: ListQuery,
  namesOf: NamesOf = () => null,
): readonly FavoriteMovie[] {
  const { type, rated, decade, q } = query;
  const find = foldForFind(q.trim());
  const byName = DETAIL_FILTERS.flatMap((field) => {
    const wanted = query[field];
    return wanted === null ? [] : [{ field, wanted }];
  });
  if (type === null && rated === null && decade === null && find === '' && byName.length === 0)
    return sorted;
  return sorted.filter(
    (movie) =>
      (type === null || movie.type === type) &&
      (rated === null || (rated === 'yes') === isRating(movie.rating)) &&
      (decade === null || decadeOf(movie) === decade) &&
      (find === '' || foldedTitle(movie).includes(find)) &&
      byName.every(({ field, wanted }) =>
        (namesOf(movie.imdbID, field) ?? []).some((name) => sameName(name, wanted)),
      ),
  );
}

export interface ListFacets {
  /** The filter types present in the list, in the filter's fixed order. */
  types: FilterType[];
  /** The decades present, newest first. */
  decades: number[];
  /** Whether the list holds films the visitor rated, and films they did not. */
  rated: boolean;
  unrated: boolean;
}

export function listFacets(list: readonly FavoriteMovie[]): ListFacets {
  const types = new Set<string>();
  const decades = new Set<number>();
  let rated = false;
  let unrated = false;
  for (const movie of list) {
    types.add(movie.type);
    if (isRating(movie.rating)) rated = true;
    else unrated = true;
    const decade = decadeOf(movie);
    if (decade !== null) decades.add(decade);
  }
  return {
    types: FILTER_TYPES.filter((type) => types.has(type)),
    decades: [...decades].sort((a, b) => b - a),
    rated,
    unrated,
  };
}
