import { imdbIdPattern } from '../../../api/imdbId';
import { normalizeAddedAt } from '../../favorites/storedForm';
import { isRating, isWatchDay, normalizePersonal, today, type Personal } from '../../favorites';
import type { ImportRow } from '../types';

/** Ids, titles and column names are shown in messages: a longer one is cut to this many characters. */
export const SHOWN_CHARS = 40;

export const OMDB_TYPES: readonly string[] = ['movie', 'series', 'episode', 'game'];

const DATE_ONLY = /^(\d{4})-(\d\d)-(\d\d)$/;
// Excel in a Russian locale rewrites dates this way when it saves a CSV.
const DOTTED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** Cuts text for display, never between the halves of a surrogate pair. */
export function clip(value: string, length = SHOWN_CHARS): string {
  if (value.length <= length) return value;
  const code = value.charCodeAt(length - 1);
  return value.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}

/** A well-formed IMDb id in lower case, or the source's other id kept for the message. */
export function readId(value: string): Pick<ImportRow, 'imdbID' | 'invalidId'> {
  const id = value.trim();
  if (imdbIdPattern.test(id)) return { imdbID: `tt${id.slice(2)}` };
  return id === '' ? { imdbID: null } : { imdbID: null, invalidId: clip(id) };
}

export function readTitle(value: string): string | null {
  const title = value.trim();
  return title === '' ? null : title;
}

/** CSV sources write one year per film; anything else is not a year. */
export function readYear(value: string): string | null {
  const year = value.trim();
  return /^\d{4}$/.test(year) ? year : null;
}

function utcDay(year: string, month: string, day: string): string | null {
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const date = new Date(time);
  // Date.UTC rolls 2023-02-30 over into March: such a date is not in any calendar.
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return null;
  return date.toISOString();
}

/** A date or time from a file as an ISO time (a bare date is UTC midnight), or null. */
export function readDate(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const iso = DATE_ONLY.exec(text);
  if (iso) return utcDay(iso[1], iso[2], iso[3]);
  const dotted = DOTTED_DATE.exec(text);
  if (dotted) return utcDay(dotted[3], dotted[2], dotted[1]);
  // normalizeAddedAt trusts anything shaped like toISOString(); a file is not trusted that far.
  return Number.isNaN(Date.parse(text)) ? null : normalizeAddedAt(text);
}

const IMDB_TYPES: Readonly<Record<string, string>> = {
  movie: 'movie',
  tvmovie: 'movie',
  short: 'movie',
  video: 'movie',
  tvspecial: 'movie',
  tvshort: 'movie',
  musicvideo: 'movie',
  tvseries: 'series',
  tvminiseries: 'series',
  tvepisode: 'episode',
  videogame: 'game',
};

/** IMDb's "Title Type" in either spelling ("tvSeries", "TV Series") as OMDb's type, or null. */
export function readImdbType(value: string): string | null {
  const key = value.toLowerCase().replace(/[\s-]/g, '');
  return Object.hasOwn(IMDB_TYPES, key) ? IMDB_TYPES[key] : null;
}

/** A watch day `YYYY-MM-DD` from a file's date (a time counts as its day in the visitor's calendar). */
export function readDay(value: string): string | null {
  const text = value.trim();
  if (DATE_ONLY.test(text)) return isWatchDay(text) ? text : null;
  const dotted = DOTTED_DATE.exec(text);
  if (dotted) {
    const day = `${dotted[3]}-${dotted[2].padStart(2, '0')}-${dotted[1].padStart(2, '0')}`;
    return isWatchDay(day) ? day : null;
  }
  const time = text === '' ? Number.NaN : Date.parse(text);
  return Number.isNaN(time) ? null : today(new Date(time));
}

const number = (value: string) =>
  value.trim() === '' ? Number.NaN : Number(value.trim().replace(',', '.'));

/** A rating on IMDb's scale, 1–10 whole, or undefined. */
export function readRating10(value: string): number | undefined {
  const rating = number(value);
  return isRating(rating) ? rating : undefined;
}

/** Letterboxd's stars, 0.5–5 in halves, as 1–10 (each half star a point), or undefined. */
export function readStars(value: string): number | undefined {
  return readRating10(String(number(value) * 2));
}

/**
 * The personal fields a row brings, in canonical form, or undefined when it brings none. A watch
 * day after today is dropped, as the app never records one.
 */
export function rowPersonal(raw: {
  rating?: number;
  watched?: readonly (string | null)[];
  note?: string;
}): Personal | undefined {
  const latest = today();
  const watched = raw.watched?.filter((day) => day !== null && day <= latest);
  const personal = normalizePersonal({ ...raw, watched });
  return Object.keys(personal).length > 0 ? personal : undefined;
}
