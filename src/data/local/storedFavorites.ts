import * as v from 'valibot';
import { imdbIdPattern } from '../../api/imdbId';
import { safePosterUrl } from '../../api/schemas';
import { pickSummary } from '../../api/types';
import {
  isKept,
  samePersonal,
  type FavoriteMovie,
} from '../../features/favorites/state/favoriteMovie';
import { normalizePersonal } from '../../features/favorites/state/personal';
import { readEpisodes } from '../../features/favorites/state/episodes';
import { isStatus, statusAfterWatch } from '../../features/favorites/state/status';
import {
  FAVORITES_VERSION,
  latestAddedAt,
  normalizeAddedAt,
  validFilmFields,
} from '../../features/favorites/state/validFavorite';

const KNOWN_VERSIONS: readonly unknown[] = [1, 2, 3, FAVORITES_VERSION];

/**
 * A library entry as stored (and as our JSON export writes it); `addedAt` is missing before version
 * 2, the personal fields before version 3 (and whenever they are empty), `favorite` and `status`
 * before version 4 (and for a hearted entry, one without a status).
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
  favorite: v.optional(v.unknown()),
  status: v.optional(v.unknown()),
  episodes: v.optional(v.unknown()),
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
    favorite,
    status,
    episodes,
  } = entry as Record<string, unknown>;
  if (typeof imdbID !== 'string' || !imdbIdPattern.test(imdbID)) return null;
  if (typeof title !== 'string' || typeof year !== 'string' || typeof type !== 'string')
    return null;
  if (poster !== null && typeof poster !== 'string') return null;
  if (addedAt !== null && typeof addedAt !== 'string') return null;
  return {
    imdbID,
    title,
    year,
    type,
    poster,
    addedAt,
    rating,
    watched,
    note,
    favorite,
    status,
    episodes,
  };
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
  const { version } = value as { version?: unknown };
  let intact = KNOWN_VERSIONS.includes(version);
  // Before version 4 the list held the favorites alone: each is hearted, and watched when rated.
  const library = version === FAVORITES_VERSION;
  const latest = latestAddedAt();
  for (const entry of list) {
    const movie = readFavorite(entry);
    if (!movie) {
      intact = false;
      continue;
    }
    // Storage is as untrusted as the network: a poster must pass the same check as OMDb's.
    const poster = movie.poster === null ? null : safePosterUrl(movie.poster);
    const { rating, watched, note } = movie;
    const addedAt = normalizeAddedAt(movie.addedAt);
    const film = validFilmFields({ ...pickSummary(movie), addedAt }, latest);
    const personal = normalizePersonal(movie);
    const shelf = library ? shelfOf(movie) : migratedShelf(personal);
    // A value out of canonical form (a rating of 11, unsorted days, a title of 100,000
    // characters, a date in 2999) is read as far as it is valid, and kept aside too.
    const canonical =
      rating === personal.rating &&
      note === personal.note &&
      sameWatched(watched, personal.watched);
    if (poster !== movie.poster || film.fields.addedAt !== movie.addedAt || film.dropped > 0)
      intact = false;
    if (!canonical || (library && !shelfInShape(movie))) intact = false;
    const read: FavoriteMovie = { ...film.fields, poster, ...personal, ...shelf };
    // A corrupted or absurdly large episode list is dropped (and the stored value kept aside).
    const episodes = library ? readEpisodes(movie.episodes) : undefined;
    if (episodes) read.episodes = episodes;
    if (episodes === null || (episodes && !sameEpisodeOrder(movie.episodes, episodes)))
      intact = false;
    // An entry with nothing left to keep (no heart, status or notes) is not one.
    if (isKept(read)) items[movie.imdbID] = read;
    else intact = false;
  }
  return { items, intact };
}

type Shelf = Pick<FavoriteMovie, 'favorite' | 'status'>;

/** Whether the stored list is already in canonical form (its keys in episode order). */
function sameEpisodeOrder(stored: unknown, canonical: Readonly<Record<string, string>>): boolean {
  return JSON.stringify(stored) === JSON.stringify(canonical);
}

/** Whether a version 4 entry's heart and status are in shape. */
function shelfInShape({ favorite, status }: { favorite?: unknown; status?: unknown }): boolean {
  return (
    (favorite === undefined || favorite === false) && (status === undefined || isStatus(status))
  );
}

/**
 * A version 4 entry's heart and status, as far as they can be read: a heart out of shape stays on
 * (as every favorite before version 4 was), a status out of shape is none.
 */
function shelfOf({ favorite, status }: { favorite?: unknown; status?: unknown }): Shelf {
  const shelf: Shelf = {};
  if (favorite === false) shelf.favorite = false;
  if (isStatus(status)) shelf.status = status;
  return shelf;
}

/** An older version's favorite, as version 4 holds it. */
function migratedShelf(personal: { rating?: number; watched?: string[] }): Shelf {
  const watched = personal.rating !== undefined || personal.watched !== undefined;
  return watched ? { status: statusAfterWatch(undefined) } : {};
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
