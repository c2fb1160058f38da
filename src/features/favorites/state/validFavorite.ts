import { clipText } from '../../../shared/lib/clipText';
import { TITLE_MAX } from '../../../shared/lib/limits';

export { TITLE_MAX };

/**
 * Bump when the stored shape changes; every older version is migrated in parseStoredFavorites.
 * 1: the summaries. 2: each with `addedAt` (ISO time; null for a favorite from version 1).
 * 3: each may have the visitor's `rating`, `watched` days and `note` (personal.ts); absent is none.
 * Version 3 is a new number although older items read as they are: an older app that met the
 * personal fields would drop them on its next save, and an unknown version makes it keep a backup.
 * 4: the whole library: each entry may have a `status` (status.ts) and `favorite: false` (not
 * hearted). Read from an older version, every item is hearted, and one with a rating or a watch
 * day is watched, as the rule of version 4 would have made it.
 */
export const FAVORITES_VERSION = 4;

// What toISOString() writes: checked by pattern, as parsing 10,000 dates would slow start-up.
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The time as stored (ISO, UTC), or null when it is not a time at all. */
export function normalizeAddedAt(value: string | null): string | null {
  if (value === null || ISO_TIME.test(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * The one check of a favorite's film fields, wherever a favorite enters: storage and other tabs
 * (data/local/storedFavorites.ts), import files and share links (features/transfer), and the sync
 * server. A value outside these shapes is dropped (or clipped) and counted, never stored as given:
 * the type reaches the IMDb export, and a title of 100,000 characters froze the favorites page.
 */

export const OMDB_TYPES: readonly string[] = ['movie', 'series', 'episode', 'game'];

// OMDb's shapes: "1999", a running series "2021–", a finished one "2008–2013" (en dash; a hyphen is read as one).
const YEAR = /^(\d{4})(?:[–-](\d{4})?)?$/;

/** The first day any favorite can have been added: IMDb itself began in 1990. */
export const EARLIEST_ADDED = Date.UTC(1990, 0, 1);
/** A clock a day ahead is still believed; later than that is not a time the visitor added anything. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

export function validTitle(title: string): string {
  return clipText(title, TITLE_MAX);
}

/** OMDb's type, or '' (unknown) for anything else. */
export function validType(type: string): string {
  return OMDB_TYPES.includes(type) ? type : '';
}

/** The year in OMDb's shape (a hyphen becomes its en dash), or '' (unknown) for anything else. */
export function validYear(year: string): string {
  const match = YEAR.exec(year);
  if (!match) return '';
  return year.length === 4 ? year : year.replace('-', '–');
}

const EARLIEST_ISO = new Date(EARLIEST_ADDED).toISOString();

/** The latest `addedAt` believed at `now` (an ISO time; compute it once for a whole list). */
export function latestAddedAt(now = Date.now()): string {
  return new Date(now + FUTURE_SLACK_MS).toISOString();
}

/**
 * A time as `toISOString()` writes it (see normalizeAddedAt) between 1990 and a day from now, or
 * null. Such times compare as strings, which at 10,000 favorites is much cheaper than parsing.
 */
export function validAddedAt(addedAt: string | null, latest = latestAddedAt()): string | null {
  if (addedAt === null || addedAt.length !== EARLIEST_ISO.length) return null;
  return addedAt >= EARLIEST_ISO && addedAt <= latest ? addedAt : null;
}

export interface FilmFields {
  title: string;
  year: string;
  type: string;
  addedAt: string | null;
}

/**
 * The fields made valid, and how many of them had to change (clipped or dropped), so a caller can
 * say so (the import preview counts them; storage keeps a backup of the value it changed).
 */
export function validFilmFields<T extends FilmFields>(
  fields: T,
  latest = latestAddedAt(),
): { fields: T; dropped: number } {
  const title = validTitle(fields.title);
  const year = validYear(fields.year);
  const type = validType(fields.type);
  const addedAt = validAddedAt(fields.addedAt, latest);
  const dropped =
    Number(title !== fields.title) +
    Number(year !== fields.year) +
    Number(type !== fields.type) +
    Number(addedAt !== fields.addedAt);
  return dropped === 0
    ? { fields, dropped }
    : { fields: { ...fields, title, year, type, addedAt }, dropped };
}
