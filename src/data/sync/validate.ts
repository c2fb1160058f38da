import { imdbIdPattern } from '../../api/imdbId';
import { safePosterUrl } from '../../api/presentValue';
import {
  EPISODES_MAX,
  NOTE_MAX,
  isEpisodeKey,
  isRating,
  isStatus,
  isWatchDay,
} from '../../features/favorites';
import type { CollectionState, FilmInfo, FilmState, Register } from './collection';
import { isStamp } from './hlc';
import { TITLE_MAX, validType, validYear } from '../../features/favorites';

/**
 * What a decrypted message or snapshot may hold. Anyone with the sync key can write to the store,
 * and a device may run another version of the app, so its content is checked as strictly as the
 * network's: the result is built afresh from checked fields only, and anything out of shape
 * rejects the whole value. A film's fields pass the favorites' own checks (validFavorite.ts), as
 * everything that enters the collection does. A field this version does not know is a later
 * version's: kept as it is when it has a register's shape or a map of registers' (collection.ts),
 * within LATER_FIELD_MAX characters of JSON, so that this version's merge never erases it; a field
 * of any other shape is dropped.
 */
export { TITLE_MAX };
export const SHORT_MAX = 40;
export const POSTER_MAX = 2048;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
export const LATER_FIELD_MAX = 64 * 1024;
const LATER_FIELD = /^[a-z][A-Za-z0-9]{0,31}$/;
const LATER_KEY = /^[A-Za-z0-9:._-]{1,64}$/;
const KNOWN_FIELDS = new Set([
  'fav',
  'status',
  'info',
  'added',
  'rating',
  'note',
  'days',
  'episodes',
]);

/** Thrown inside; validateState answers null. */
class Invalid extends Error {}

function fail(): never {
  throw new Invalid();
}

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail();
  return value as Record<string, unknown>;
}

/** The object's own keys, each checked by `isKey` (an imdbID, a day: never `__proto__`). */
function keysOf(value: Record<string, unknown>, isKey: (key: string) => boolean): string[] {
  const keys = Object.keys(value);
  if (!keys.every(isKey)) fail();
  return keys;
}

function register<T>(value: unknown, read: (field: unknown) => T): Register<T> | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length !== 2 || !isStamp(value[1])) fail();
  return [read(value[0]), value[1]];
}

function text(value: unknown, max: number): string {
  if (typeof value !== 'string' || value.length > max) fail();
  return value;
}

function boolean(value: unknown): boolean {
  if (typeof value !== 'boolean') fail();
  return value;
}

function info(value: unknown): FilmInfo {
  const raw = record(value);
  const poster = raw.poster === null ? null : text(raw.poster, POSTER_MAX);
  return {
    title: text(raw.title, TITLE_MAX),
    // The favorites' own checks (validFavorite.ts): what another device sends is no more trusted.
    year: validYear(text(raw.year, SHORT_MAX)),
    type: validType(text(raw.type, SHORT_MAX)),
    // A poster that is not a safe URL is dropped as the app drops OMDb's.
    poster: poster === null ? null : safePosterUrl(poster),
  };
}

function film(value: unknown): FilmState {
  const raw = record(value);
  const state: FilmState = {};
  const fav = register(own(raw, 'fav'), boolean);
  if (fav) state.fav = fav;
  const filmInfo = register(own(raw, 'info'), info);
  if (filmInfo) state.info = filmInfo;
  const added = own(raw, 'added');
  if (added !== undefined) {
    if (added !== null && (typeof added !== 'string' || !ISO_TIME.test(added))) fail();
    state.added = added;
  }
  const status = register(own(raw, 'status'), (field) => {
    if (field !== null && !isStatus(field)) fail();
    return field;
  });
  if (status) state.status = status;
  const rating = register(own(raw, 'rating'), (field) => {
    if (field !== null && !isRating(field)) fail();
    return field;
  });
  if (rating) state.rating = rating;
  const note = register(own(raw, 'note'), (field) =>
    field === null ? null : text(field, NOTE_MAX),
  );
  if (note) state.note = note;
  const days = own(raw, 'days');
  if (days !== undefined) {
    const checked: Record<string, Register<boolean>> = {};
    const rawDays = record(days);
    for (const day of keysOf(rawDays, isWatchDay)) {
      checked[day] = register(rawDays[day], boolean) ?? fail();
    }
    state.days = checked;
  }
  const episodes = own(raw, 'episodes');
  if (episodes !== undefined) {
    const checked: Record<string, Register<string | null>> = {};
    const rawEpisodes = record(episodes);
    const keys = keysOf(rawEpisodes, isEpisodeKey);
    if (keys.length > EPISODES_MAX) fail();
    for (const key of keys) {
      checked[key] =
        register(rawEpisodes[key], (day) => {
          if (day !== null && !isWatchDay(day)) fail();
          return day;
        }) ?? fail();
    }
    state.episodes = checked;
  }
  for (const key of Object.keys(raw)) {
    if (KNOWN_FIELDS.has(key)) continue;
    const kept = laterField(key, raw[key]);
    if (kept !== undefined) (state as Record<string, unknown>)[key] = kept;
  }
  return state;
}

/**
 * A later version's field, as it came, when it is a register or a map of registers of bounded size:
 * what the merge can keep. Any other field is dropped, as this version could not merge it.
 */
function laterField(key: string, value: unknown): unknown {
  if (!LATER_FIELD.test(key)) return undefined;
  const json = JSON.stringify(value);
  if (json === undefined || json.length > LATER_FIELD_MAX) return undefined;
  const copy = JSON.parse(json) as unknown;
  return isRegisterShape(copy) || isRegisterMap(copy) ? copy : undefined;
}

function isRegisterShape(value: unknown): boolean {
  return Array.isArray(value) && value.length === 2 && isStamp(value[1]);
}

function isRegisterMap(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, field]) => LATER_KEY.test(key) && isRegisterShape(field),
  );
}

function own(value: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(value, key) ? value[key] : undefined;
}

/** A safe CollectionState made of any parsed value, or null when it is not one. */
export function validateState(value: unknown): CollectionState | null {
  try {
    const raw = record(value);
    const state: Record<string, FilmState> = {};
    for (const id of keysOf(raw, (key) => imdbIdPattern.test(key))) state[id] = film(raw[id]);
    return state;
  } catch (error) {
    if (error instanceof Invalid) return null;
    throw error;
  }
}

/** A message's or snapshot's plaintext (`{ v: 1, state }`): its state, or null. */
export function readPlaintext(value: unknown): CollectionState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { v, state } = value as { v?: unknown; state?: unknown };
  return v === 1 ? validateState(state) : null;
}

/** What a message or a snapshot encrypts. */
export function toPlaintext(state: CollectionState): { v: 1; state: CollectionState } {
  return { v: 1, state };
}
