import * as v from 'valibot';
import { imdbIdPattern } from '../../api/schemas';
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
  items: Record<string, MovieSummary>;
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

/** Reads the `favorites` value; keeps every valid item of a partly broken list. */
export function parseStoredFavorites(raw: string | null): StoredFavorites {
  if (raw === null) return { items: {}, intact: true };
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
    if (parsed.success) items[parsed.output.imdbID] = parsed.output;
    else intact = false;
  }
  return { items, intact };
}

export function serializeFavorites(items: Record<string, MovieSummary>): string {
  return JSON.stringify({ version: FAVORITES_VERSION, items: Object.values(items) });
}
