import { imdbIdPattern } from '../../../api/imdbId';
import { clipText } from '../../../shared/lib/clipText';
import { normalizeAddedAt, TITLE_MAX, validAddedAt } from '../../favorites';
import { isRating, isWatchDay, normalizePersonal, today, type Personal } from '../../favorites';
import type { ImportRow } from '../types';

/** Ids, titles and column names are shown in messages: a longer one is cut to this many characters. */
export const SHOWN_CHARS = 40;

/**
 * A row's values that were given but refused (not a year, a date in 2999) or cut (a title of
 * 100,000 characters): the preview counts them. Each reader below adds to the row's tally.
 */
export interface Tally {
  dropped: number;
}

const refused = <T>(given: string, kept: T | null, tally?: Tally): T | null => {
  if (tally && kept === null && given.trim() !== '') tally.dropped += 1;
  return kept;
};

const DATE_ONLY = /^(\d{4})-(\d\d)-(\d\d)$/;
// Excel in a Russian locale rewrites dates this way when it saves a CSV.
const DOTTED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * A cell a spreadsheet would run as a formula (OWASP's "CSV injection"): our CSV exports write it
 * behind a `'`, which spreadsheets show as text, and `csvCell` takes the `'` off again on import.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV cell as written before export guarded it: `'=1+1` is read as `=1+1`. */
export function csvCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** Cuts text for display, never between the halves of a surrogate pair. */
export function clip(value: string, length = SHOWN_CHARS): string {
  return clipText(value, length);
}

/** A well-formed IMDb id in lower case, or the source's other id kept for the message. */
export function readId(value: string): Pick<ImportRow, 'imdbID' | 'invalidId'> {
  const id = value.trim();
  if (imdbIdPattern.test(id)) return { imdbID: `tt${id.slice(2)}` };
  return id === '' ? { imdbID: null } : { imdbID: null, invalidId: clip(id) };
}

/** A title over TITLE_MAX characters is no film's: it is cut, counted, and never looked up (match.ts). */
export function readTitle(value: string, tally?: Tally): string | null {
  const title = value.trim();
  if (title === '') return null;
  if (title.length > TITLE_MAX && tally) tally.dropped += 1;
  return clipText(title, TITLE_MAX);
}

/** Whether the source's title was longer than any film's (readTitle cut it). */
export function isOverlongTitle(value: string): boolean {
  return value.trim().length > TITLE_MAX;
}

/** CSV sources write one year per film; anything else is not a year. */
export function readYear(value: string, tally?: Tally): string | null {
  const year = value.trim();
  return refused(value, /^\d{4}$/.test(year) ? year : null, tally);
}

function utcDay(year: string, month: string, day: string): string | null {
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const date = new Date(time);
  // Date.UTC rolls 2023-02-30 over into March: such a date is not in any calendar.
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return null;
  return date.toISOString();
}

function anyDate(text: string): string | null {
  if (text === '') return null;
  const iso = DATE_ONLY.exec(text);
  if (iso) return utcDay(iso[1], iso[2], iso[3]);
  const dotted = DOTTED_DATE.exec(text);
  if (dotted) return utcDay(dotted[3], dotted[2], dotted[1]);
  // normalizeAddedAt trusts anything shaped like toISOString(); a file is not trusted that far.
  return Number.isNaN(Date.parse(text)) ? null : normalizeAddedAt(text);
}

/**
 * A date or time from a file as an ISO time (a bare date is UTC midnight), or null: also for a
 * date before 1990 or after tomorrow (IMDb's `+275760-09-13` is a date, but not one of ours).
 */
export function readDate(value: string, tally?: Tally): string | null {
  return refused(value, validAddedAt(anyDate(value.trim())), tally);
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
export function readImdbType(value: string, tally?: Tally): string | null {
  const key = value.toLowerCase().replace(/[\s-]/g, '');
  return refused(value, Object.hasOwn(IMDB_TYPES, key) ? IMDB_TYPES[key] : null, tally);
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
