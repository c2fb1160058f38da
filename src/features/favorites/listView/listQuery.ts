/**
 * How the favorites are shown — order, filters, the text to find — as it lives in the address:
 * `/favorites?sort=year-desc&type=series&decade=1990&rated=yes&q=star`, and `genre`, `director`, `actor`
 * (names as OMDb writes them, from the statistics' charts). Defaults are left out of the address,
 * and anything unknown or malformed in it is ignored, never an error.
 */
export const SORT_ORDERS = [
  'added-desc',
  'added-asc',
  'title-asc',
  'title-desc',
  'year-desc',
  'year-asc',
  'rating-desc',
  'rating-asc',
  'watched-desc',
  'watched-asc',
] as const;

/**
 * Orders by a film's details (its runtime, its IMDb rating): the watchlist offers them, beside the
 * date added and the year. Films whose details are not known yet go last.
 */
export const FACT_SORTS = ['runtime-asc', 'runtime-desc', 'imdb-desc', 'imdb-asc'] as const;
export type FactSort = (typeof FACT_SORTS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number] | FactSort;

/** The watchlist's orders: when added, how long, how IMDb rates it, the year. */
export const WATCHLIST_SORTS: readonly SortOrder[] = [
  'added-desc',
  'added-asc',
  ...FACT_SORTS,
  'year-desc',
  'year-asc',
];

export function isFactSort(sort: SortOrder): sort is FactSort {
  return (FACT_SORTS as readonly string[]).includes(sort);
}

/** The types the filter offers: OMDb's four. Other types are shown under "all" only. */
export const FILTER_TYPES = ['movie', 'series', 'episode', 'game'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** The visitor's own rating: only the films they rated (`yes`), or only the others (`no`). */
export const RATED_FILTERS = ['yes', 'no'] as const;
export type RatedFilter = (typeof RATED_FILTERS)[number];

export interface ListQuery {
  sort: SortOrder;
  type: FilterType | null;
  rated: RatedFilter | null;
  /** The decade's first year: 1990 stands for 1990–1999. */
  decade: number | null;
  /** Text to find in titles, as typed. */
  q: string;
  /** Names from the films' details: a genre ("Drama"), a director, an actor. */
  genre: string | null;
  director: string | null;
  actor: string | null;
}

/** The filters that need the films' details (the details store), not only the favorites. */
export const DETAIL_FILTERS = ['genre', 'director', 'actor'] as const;
export type DetailFilter = (typeof DETAIL_FILTERS)[number];

export const DEFAULT_SORT: SortOrder = 'added-desc';
export const DEFAULT_LIST_QUERY: ListQuery = {
  sort: DEFAULT_SORT,
  type: null,
  rated: null,
  decade: null,
  q: '',
  genre: null,
  director: null,
  actor: null,
};
/** Longer text is cut: no title is this long, and the address stays a sane length. */
export const MAX_FIND_LENGTH = 100;
const FIRST_DECADE = 1870;
const LAST_DECADE = 2100;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return options.find((option) => option === value) ?? null;
}

function readDecade(value: string | null): number | null {
  if (value === null || !/^\d{4}$/.test(value)) return null;
  const decade = Number(value);
  return decade % 10 === 0 && decade >= FIRST_DECADE && decade <= LAST_DECADE ? decade : null;
}

function readName(value: string | null): string | null {
  const name = value?.trim().replace(/\s+/g, ' ').slice(0, MAX_FIND_LENGTH) ?? '';
  return name === '' ? null : name;
}

/** The query the address holds; `sorts`: the orders the list offers (another is the default). */
export function readListQuery(
  params: URLSearchParams,
  sorts: readonly SortOrder[] = SORT_ORDERS,
): ListQuery {
  return {
    sort: oneOf(sorts, params.get('sort')) ?? DEFAULT_SORT,
    type: oneOf(FILTER_TYPES, params.get('type')),
    rated: oneOf(RATED_FILTERS, params.get('rated')),
    decade: readDecade(params.get('decade')),
    q: (params.get('q') ?? '').slice(0, MAX_FIND_LENGTH),
    genre: readName(params.get('genre')),
    director: readName(params.get('director')),
    actor: readName(params.get('actor')),
  };
}

/** The address's parameters with this query in them; other parameters (the view) are kept. */
export function writeListQuery(params: URLSearchParams, query: ListQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof ListQuery, string | null> = {
    sort: query.sort === DEFAULT_SORT ? null : query.sort,
    type: query.type,
    rated: query.rated,
    decade: query.decade === null ? null : String(query.decade),
    q: query.q === '' ? null : query.q.slice(0, MAX_FIND_LENGTH),
    genre: query.genre,
    director: query.director,
    actor: query.actor,
  };
  for (const [name, value] of Object.entries(values)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** How many conditions narrow the list (the order never hides a film). */
export function activeFilterCount(query: ListQuery): number {
  return [
    query.type !== null,
    query.rated !== null,
    query.decade !== null,
    query.q.trim() !== '',
    ...DETAIL_FILTERS.map((filter) => query[filter] !== null),
  ].filter(Boolean).length;
}

/** Whether anything narrows the list. */
export function isFiltered(query: ListQuery): boolean {
  return activeFilterCount(query) > 0;
}

/** Whether the query filters by a name from the films' details (which must then be read). */
export function needsDetails(query: ListQuery): boolean {
  return DETAIL_FILTERS.some((filter) => query[filter] !== null);
}
