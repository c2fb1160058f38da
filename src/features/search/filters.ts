/** OMDb's `type` values a visitor can narrow a title search to ('game' is left out: it is no film). */
export const SEARCH_TYPES = ['movie', 'series', 'episode'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const FIRST_FILM_YEAR = 1870;

export interface SearchFilters {
  type: SearchType | null;
  year: number | null;
}

export const NO_FILTERS: SearchFilters = { type: null, year: null };

/** The latest year worth asking for: films announced for next year are already listed. */
export function lastSearchYear(now = new Date()): number {
  return now.getFullYear() + 1;
}

export function isSearchType(value: string): value is SearchType {
  return (SEARCH_TYPES as readonly string[]).includes(value);
}

/** A year typed or read from an address: four digits, 1870 to next year; anything else is null. */
export function parseSearchYear(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{4}$/.test(trimmed)) return null;
  const year = Number(trimmed);
  return year >= FIRST_FILM_YEAR && year <= lastSearchYear() ? year : null;
}

export function hasFilters(filters: SearchFilters): boolean {
  return filters.type !== null || filters.year !== null;
}

export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  return a.type === b.type && a.year === b.year;
}
