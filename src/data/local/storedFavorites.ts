import * as v from 'valibot';
import { imdbIdPattern } from '../../api/imdbId';
import { safePosterUrl } from '../../api/schemas';
import { samePersonal, type FavoriteMovie } from '../../features/favorites/state/favoriteMovie';
import { normalizePersonal } from '../../features/favorites/state/personal';
import {
  FAVORITES_VERSION,
  latestAddedAt,
  normalizeAddedAt,
  validFilmFields,
} from '../../features/favorites/state/validFavorite';

const KNOWN_VERSIONS: readonly unknown[] = [1, 2, FAVORITES_VERSION];

/**
 * A favorite as stored (and as our JSON export writes it); `addedAt` is missing before version 2,
 * the personal fields before version 3 (and whenever they are empty).
 */
export const storedFavorite = v.object({
  imdbID: v.pipe(v.string(), v.regex(imdbIdPattern)),
  title: v.string(),
  year: v.string(),
  type: v.string(),
  poster: v.nullable(v.string()),
  addedAt: v.optional(v.nullable(v.string()), null),
  rating: v.optional(v.unknown()),
  watched: v.optional(v.unknown()),
  note: v.optional(v.unknown()),
});

type StoredFavorite = v.InferOutput<typeof storedFavorite>;

/**
 * What `storedFavorite` accepts, checked by hand: at 10,000 favorites valibot's per-item pipeline
 * costs tens of milliseconds of every start-up (measured in Chromium). Whatever this turns down goes
 * to the schema, which decides; a property test holds the two to the same answers.
 */
export function quickFavorite(entry: unknown): StoredFavorite | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const {
    imdbID,
    title,
    year,
    type,
    poster,
    addedAt = null,
    rating,
    watched,
    note,
  } = entry as Record<string, unknown>;
  if (typeof imdbID !== 'string' || !imdbIdPattern.test(imdbID)) return null;
  if (typeof title !== 'string' || typeof year !== 'string' || typeof type !== 'string')
    return null;
  if (poster !== null && typeof poster !== 'string') return null;
  if (addedAt !== null && typeof addedAt !== 'string') return null;
  return { imdbID, title, year, type, poster, addedAt, rating, watched, note };
}

function readFavorite(entry: unknown): StoredFavorite | null {
  const quick = quickFavorite(entry);
  if (quick) return quick;
  const parsed = v.safeParse(storedFavorite, entry);
  return parsed.success ? parsed.output : null;
}

export interface StoredFavorites {
  readonly items: Readonly<Record<string, FavoriteMovie>>;
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

/** Reads the `favorites` value of any version; keeps every valid item of a partly broken list. */
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
  const items: Record<string, FavoriteMovie> = {};
  // A bare list or an unknown version is read as well as it can be, then kept aside as a backup.
  let intact = KNOWN_VERSIONS.includes((value as { version?: unknown }).version);
  const latest = latestAddedAt();
  for (const entry of list) {
    const movie = readFavorite(entry);
    if (!movie) {
      intact = false;
      continue;
    }
    // Storage is as untrusted as the network: a poster must pass the same check as OMDb's.
    const poster = movie.poster === null ? null : safePosterUrl(movie.poster);
    const { rating, watched, note, ...summary } = movie;
    const film = validFilmFields({ ...summary, addedAt: normalizeAddedAt(movie.addedAt) }, latest);
    const personal = normalizePersonal(movie);
    // A value out of canonical form (a rating of 11, unsorted days, a title of 100,000
    // characters, a date in 2999) is read as far as it is valid, and kept aside too.
    const canonical =
      rating === personal.rating &&
      note === personal.note &&
      sameWatched(watched, personal.watched);
    if (poster !== movie.poster || film.fields.addedAt !== movie.addedAt || film.dropped > 0)
      intact = false;
    if (!canonical) intact = false;
    items[movie.imdbID] = { ...film.fields, poster, ...personal };
  }
  return { items, intact };
}

function sameWatched(stored: unknown, canonical: string[] | undefined): boolean {
  if (stored === undefined || canonical === undefined) return stored === canonical;
  return (
    Array.isArray(stored) && samePersonal({ watched: stored as string[] }, { watched: canonical })
  );
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

export function serializeFavorites(items: Record<string, FavoriteMovie>): string {
  return JSON.stringify({ version: FAVORITES_VERSION, items: Object.values(items) });
}
