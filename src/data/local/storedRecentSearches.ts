import { MAX_RECENT_SEARCHES, withRecentSearch } from '../../features/search/query';

export interface StoredRecentSearches {
  list: string[];
  intact: boolean;
}

/** Reads `recentSearches`: a JSON list of strings, normalised by the same rule as new entries. */
export function parseStoredRecentSearches(raw: string | null): StoredRecentSearches {
  if (raw === null) return { list: [], intact: true };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { list: [], intact: false };
  }
  if (!Array.isArray(value)) return { list: [], intact: false };
  const strings = value.filter((item): item is string => typeof item === 'string');
  const list = strings
    .slice(0, MAX_RECENT_SEARCHES)
    .reduceRight<string[]>((acc, item) => withRecentSearch(acc, item), []);
  return { list, intact: strings.length === value.length };
}

export function serializeRecentSearches(list: readonly string[]): string {
  return JSON.stringify(list);
}
