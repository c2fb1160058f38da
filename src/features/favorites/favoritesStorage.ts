import * as v from 'valibot';
import { imdbIdPattern, safePosterUrl } from '../../api/schemas';
import type { MovieSummary } from '../../api/types';

/** Bump when the stored shape changes; older versions are migrated in parseStoredFavorites. */
export const FAVORITES_VERSION = 1;

const storedMovie = v.object({
  imdbID: v.pipe(v.string(), v.regex(imdbIdPattern)),
  title: v.string(),
  year: v.string(),
  type: v.string(),
  poster: v.nullable(v.string()),
});

export interface StoredFavorites {
  readonly items: Readonly<Record<string, MovieSummary>>;
  /** False when the stored value was not fully understood and must be kept aside before overwriting. */
  intact: boolean;
}

function listOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object' && 'items' in value) {
    const { items } = value as { items: unknown };
    if (Array.isArray(items)) return items;
    if (items && typeof items === 'object') return Object.values(items);
  }
  return null;
}

// The last value parsed and its result: start-up and the first save after it read the same value,
// which at thousands of favorites is worth parsing once. Results are shared, so never mutated.
let lastParsed: { raw: string; result: StoredFavorites } | null = null;

/** Reads the `favorites` value; keeps every valid item of a partly broken list. */
export function parseStoredFavorites(raw: string | null): StoredFavorites {
  if (raw === null) return { items: {}, intact: true };
  if (lastParsed?.raw === raw) return lastParsed.result;
  const result = parseFavoritesValue(raw);
  lastParsed = { raw, result };
  return result;
}

function parseFavoritesValue(raw: string): StoredFavorites {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { items: {}, intact: false };
  }
  const list = listOf(value);
  if (!list) return { items: {}, intact: false };
  const items: Record<string, MovieSummary> = {};
  let intact = (value as { version?: unknown }).version === FAVORITES_VERSION;
  for (const entry of list) {
    const parsed = v.safeParse(storedMovie, entry);
    if (!parsed.success) {
      intact = false;
      continue;
    }
    // Storage is as untrusted as the network: a poster must pass the same check as OMDb's.
    const poster = parsed.output.poster === null ? null : safePosterUrl(parsed.output.poster);
    if (poster !== parsed.output.poster) intact = false;
    items[parsed.output.imdbID] = { ...parsed.output, poster };
  }
  return { items, intact };
}

/** Whether two stored values hold the same favorites, in any order. */
export function sameFavorites(a: string, b: string): boolean {
  if (a === b) return true;
  const left = parseStoredFavorites(a);
  const right = parseStoredFavorites(b);
  if (!left.intact || !right.intact) return false;
  const ids = Object.keys(left.items);
  if (ids.length !== Object.keys(right.items).length) return false;
  return ids.every((id) => {
    const other = right.items[id];
    return other !== undefined && JSON.stringify(left.items[id]) === JSON.stringify(other);
  });
}

export function serializeFavorites(items: Record<string, MovieSummary>): string {
  return JSON.stringify({ version: FAVORITES_VERSION, items: Object.values(items) });
}
