import { yearOf } from '../../../shared/lib/movieYear';
import type { FavoriteMovie } from '../state/favoriteMovie';
import {
  DETAIL_FILTERS,
  FILTER_TYPES,
  type DetailFilter,
  type FilterType,
  type ListQuery,
  type SortOrder,
} from './listQuery';

// Russian first, then Latin (А→Я, A→Z), as ru collation orders scripts; digits and case as people expect.
const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

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

/** Films without a year go last, whichever way years run. */
function byYear(direction: 1 | -1): Compare {
  return (a, b) => {
    const left = yearOfMovie(a);
    const right = yearOfMovie(b);
    if (left === right) return 0;
    if (left === null) return 1;
    if (right === null) return -1;
    return (left - right) * direction;
  };
}

const COMPARE: Record<Exclude<SortOrder, 'added-desc' | 'added-asc'>, Compare> = {
  'title-asc': (a, b) => collator.compare(a.title, b.title),
  'title-desc': (a, b) => collator.compare(b.title, a.title),
  'year-desc': byYear(-1),
  'year-asc': byYear(1),
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

/**
 * The list in the chosen order. Ties in title or year keep the newest-added first, because each
 * order starts from that one and the sort is stable.
 */
export function sortFavorites(list: readonly FavoriteMovie[], sort: SortOrder): FavoriteMovie[] {
  const ascending = oldestAddedFirst(list);
  if (sort === 'added-asc') return ascending;
  const newestFirst = ascending.reverse();
  return sort === 'added-desc' ? newestFirst : newestFirst.sort(COMPARE[sort]);
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
  const { type, decade, q } = query;
  const find = foldForFind(q.trim());
  const byName = DETAIL_FILTERS.flatMap((field) => {
    const wanted = query[field];
    return wanted === null ? [] : [{ field, wanted }];
  });
  if (type === null && decade === null && find === '' && byName.length === 0) return sorted;
  return sorted.filter(
    (movie) =>
      (type === null || movie.type === type) &&
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
}

export function listFacets(list: readonly FavoriteMovie[]): ListFacets {
  const types = new Set<string>();
  const decades = new Set<number>();
  for (const movie of list) {
    types.add(movie.type);
    const decade = decadeOf(movie);
    if (decade !== null) decades.add(decade);
  }
  return {
    types: FILTER_TYPES.filter((type) => types.has(type)),
    decades: [...decades].sort((a, b) => b - a),
  };
}
