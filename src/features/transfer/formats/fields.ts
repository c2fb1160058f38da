import { imdbIdPattern } from '../../../api/imdbId';
import { normalizeAddedAt } from '../../favorites/storedForm';
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
