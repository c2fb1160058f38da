import { imdbIdPattern } from '../../api/imdbId';
import { text } from '../../shared/text';

export const MIN_QUERY_LENGTH = 3;
export const DEBOUNCE_MS = 500;
export const MAX_RECENT_SEARCHES = 10;

const STOP_WORDS = new Set([
  'the',
  'and',
  'or',
  'but',
  'in',
  'on',
  'at',
  'to',
  'for',
  'of',
  'with',
  'by',
  'movie',
  'film',
  'cinema',
]);

export type QueryCheck =
  | { kind: 'empty' }
  | { kind: 'tooShort'; warning: string }
  | { kind: 'tooGeneral'; warning: string }
  | { kind: 'title'; query: string }
  | { kind: 'id'; query: string };

/** Applies the spec's validation rules (docs/product-spec.md §5) to what the user typed: what to search, or why not. */
export function checkQuery(input: string): QueryCheck {
  const query = input.trim();
  if (query === '') return { kind: 'empty' };
  if (query.length < MIN_QUERY_LENGTH) return { kind: 'tooShort', warning: text.search.minLength };
  if (STOP_WORDS.has(query.toLowerCase()))
    return { kind: 'tooGeneral', warning: text.search.tooGeneral };
  if (isImdbId(query)) return { kind: 'id', query };
  return { kind: 'title', query };
}

export function isImdbId(query: string): boolean {
  return imdbIdPattern.test(query.trim());
}

export function hasCyrillic(input: string): boolean {
  return /[\u0400-\u04FF]/.test(input);
}

/** The recent-searches rule: trimmed, lowercased, longer than 2, deduplicated to the front, at most 10. */
export function withRecentSearch(list: readonly string[], entry: string): string[] {
  const normalized = entry.trim().toLowerCase();
  if (normalized.length <= 2) return [...list];
  return [normalized, ...list.filter((item) => item !== normalized)].slice(0, MAX_RECENT_SEARCHES);
}
