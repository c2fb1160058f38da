/**
 * What the visitor adds to a favorite of their own: a rating, the days they watched it, a note.
 * All optional; an absent field means "none", so a favorite without them is stored as before.
 * Values are kept in one canonical form (see normalizePersonal), so two records compare by value.
 */
export interface Personal {
  /** 1–10, IMDb's scale; a half star is one point (Letterboxd's 0.5–5 maps to it exactly). */
  rating?: number;
  /** The days it was watched, `YYYY-MM-DD` in the visitor's calendar, ascending, each once. */
  watched?: string[];
  /** A private note in plain text, at most NOTE_MAX characters; never shared by link. */
  note?: string;
}

export const RATING_MAX = 10;
export const NOTE_MAX = 1000;

const DAY = /^(\d{4})-(\d\d)-(\d\d)$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD`. */
export function isWatchDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Today in the visitor's own calendar, `YYYY-MM-DD` (the default watch day and the latest allowed). */
export function today(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= RATING_MAX;
}

/** The watch days sorted, each once, invalid ones dropped; undefined when none are left. */
export function normalizeWatched(days: readonly unknown[]): string[] | undefined {
  const valid = [...new Set(days.filter(isWatchDay))].sort();
  return valid.length > 0 ? valid : undefined;
}

/**
 * Any record's personal fields in canonical form: a rating outside 1–10 or not whole is dropped,
 * watch days are sorted and deduplicated, a note is cut to NOTE_MAX, empty values are left out.
 */
export function normalizePersonal(raw: {
  rating?: unknown;
  watched?: unknown;
  note?: unknown;
}): Personal {
  const personal: Personal = {};
  if (isRating(raw.rating)) personal.rating = raw.rating;
  const watched = Array.isArray(raw.watched) ? normalizeWatched(raw.watched) : undefined;
  if (watched) personal.watched = watched;
  if (typeof raw.note === 'string' && raw.note.trim() !== '') {
    personal.note = raw.note.slice(0, NOTE_MAX);
  }
  return personal;
}

/** The last day it was watched, or undefined. */
export function lastWatched({ watched }: Personal): string | undefined {
  return watched?.[watched.length - 1];
}

/**
 * Where a file's personal data and ours disagree on something both have: a different rating or a
 * different note. Watch days never conflict: they add up.
 */
export function personalConflict(ours: Personal, theirs: Personal): boolean {
  const rating = ours.rating !== undefined && theirs.rating !== undefined;
  const note = ours.note !== undefined && theirs.note !== undefined;
  return (rating && ours.rating !== theirs.rating) || (note && ours.note !== theirs.note);
}

/**
 * Ours and a file's, merged: watch days add up; a rating or note fills in where ours has none,
 * and replaces ours only when `takeTheirs` (the visitor chose the file's in a conflict).
 */
export function mergePersonal(ours: Personal, theirs: Personal, takeTheirs: boolean): Personal {
  const merged: Personal = {};
  const rating = takeTheirs ? (theirs.rating ?? ours.rating) : (ours.rating ?? theirs.rating);
  if (rating !== undefined) merged.rating = rating;
  const watched = normalizeWatched([...(ours.watched ?? []), ...(theirs.watched ?? [])]);
  if (watched) merged.watched = watched;
  const note = takeTheirs ? (theirs.note ?? ours.note) : (ours.note ?? theirs.note);
  if (note !== undefined) merged.note = note;
  return merged;
}

/** The favorite rated `rating` (1–10), or unrated for null; any other value changes nothing. */
export function withRating<T extends Personal>(record: T, rating: number | null): T {
  if (rating === null) {
    const rest = { ...record };
    delete rest.rating;
    return rest;
  }
  return isRating(rating) ? { ...record, rating } : record;
}

/** The favorite watched also on `day`; a day after `latest` (today) or not a day changes nothing. */
export function withWatch<T extends Personal>(record: T, day: string, latest = today()): T {
  if (!isWatchDay(day) || day > latest) return record;
  return { ...record, watched: normalizeWatched([...(record.watched ?? []), day]) };
}

export function withoutWatch<T extends Personal>(record: T, day: string): T {
  const { watched: known = [], ...rest } = record;
  const watched = normalizeWatched(known.filter((other) => other !== day));
  return (watched ? { ...rest, watched } : rest) as T;
}

/** The favorite with its note, cut to NOTE_MAX; a blank note clears it. */
export function withNote<T extends Personal>(record: T, note: string): T {
  if (note.trim() !== '') return { ...record, note: note.slice(0, NOTE_MAX) };
  const rest = { ...record };
  delete rest.note;
  return rest;
}
