import { isSearchType, parseSearchYear, type SearchFilters } from './filters';

/** The address's parameters, which the search form's fields are named after (a plain GET form). */
export const SEARCH_QUERY_PARAM = 'q';
export const SEARCH_TYPE_PARAM = 'type';
export const SEARCH_YEAR_PARAM = 'y';

/** What an address of the search page asks for, as a visitor would have typed and chosen it. */
export interface SearchAddress {
  /** `q` as written, untrimmed: the page shows it in the box and checks it as typed input. */
  query: string;
  filters: SearchFilters;
  /** The raw `type` and `y` when they are not a valid filter (shown with a warning; nothing runs). */
  badType: string | null;
  badYear: string | null;
}

export function readSearchAddress(search: string): SearchAddress {
  const params = new URLSearchParams(search);
  const type = params.get(SEARCH_TYPE_PARAM) ?? '';
  const yearText = params.get(SEARCH_YEAR_PARAM) ?? '';
  const year = parseSearchYear(yearText);
  return {
    query: params.get(SEARCH_QUERY_PARAM) ?? '',
    filters: { type: isSearchType(type) ? type : null, year },
    badType: type !== '' && !isSearchType(type) ? type : null,
    badYear: yearText.trim() !== '' && year === null ? yearText : null,
  };
}

/**
 * The address without the empty filters a plain form submission sends (`?q=matrix&type=&y=`), or
 * the same string when it has none.
 */
export function withoutEmptyFilters(search: string): string {
  const params = new URLSearchParams(search);
  let changed = false;
  for (const name of [SEARCH_TYPE_PARAM, SEARCH_YEAR_PARAM]) {
    if (params.has(name) && params.getAll(name).every((value) => value === '')) {
      params.delete(name);
      changed = true;
    }
  }
  if (!changed) return search;
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** The address of a search (`?q=the+matrix&type=series&y=1999`), or '' when nothing is searched. */
export function searchAddressFor(query: string, filters: SearchFilters): string {
  if (query === '') return '';
  const params = new URLSearchParams({ [SEARCH_QUERY_PARAM]: query });
  if (filters.type !== null) params.set(SEARCH_TYPE_PARAM, filters.type);
  if (filters.year !== null) params.set(SEARCH_YEAR_PARAM, String(filters.year));
  return `?${params.toString()}`;
}
