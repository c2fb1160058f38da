import Papa from 'papaparse';
import { yearOf } from '../../shared/lib/movieYear';
import { isHearted, lastWatched, type FavoriteMovie } from '../favorites';
import type { ExportFile } from '../../shared/lib/downloadFile';
import { personalOf } from './personalFields';
import { FORMULA_START } from './formats/fields';
import { EXPORT_FORMAT, EXPORT_VERSION } from './formats/json';

/** Our JSON (the caller gives the whole library: it is the backup), or the favorites as CSV. */
export type ExportKind = 'json' | 'letterboxd' | 'imdb';

export type { ExportFile } from '../../shared/lib/downloadFile';

export const JSON_TYPE = 'application/json;charset=utf-8';
export const CSV_TYPE = 'text/csv;charset=utf-8';

/*
 * Letterboxd's import format: it matches by imdbID first. A row with a WatchedDate is a diary entry,
 * so a film has a row per watch (Rewatch on all but the first), or one row with an empty date when
 * it has none; each carries the rating (Rating in stars, 0.5–5, and Rating10), the last the note.
 */
const LETTERBOXD_HEADER = [
  'imdbID',
  'Title',
  'Year',
  'Rating',
  'Rating10',
  'WatchedDate',
  'Rewatch',
  'Review',
];
// IMDb's own list export, column for column, so tools written for it read ours.
const IMDB_HEADER = [
  'Position',
  'Const',
  'Created',
  'Modified',
  'Description',
  'Title',
  'Original Title',
  'URL',
  'Title Type',
  'IMDb Rating',
  'Runtime (mins)',
  'Year',
  'Genres',
  'Num Votes',
  'Release Date',
  'Directors',
  // IMDb's list exports end with these two now.
  'Your Rating',
  'Date Rated',
];
const IMDB_TITLE_TYPES: ReadonlyMap<string, string> = new Map([
  ['movie', 'Movie'],
  ['series', 'TV Series'],
  ['episode', 'TV Episode'],
  ['game', 'Video Game'],
]);

const pad = (value: number) => String(value).padStart(2, '0');

/** The date as the user's calendar shows it, for file names. */
export function localDay(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "2008–2013" → "2008": CSV importers take one year. */
export function firstYear(year: string): string {
  return String(yearOf(year) ?? '');
}

function utcDay(addedAt: string | null): string {
  const time = addedAt === null ? Number.NaN : Date.parse(addedAt);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10);
}

/** Every cell that would start a formula is written behind a `'` (formats/fields.ts, csvCell). */
export function toCsv(header: readonly string[], rows: string[][]): string {
  const table = [[...header], ...rows];
  return `${Papa.unparse(table, { newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`;
}

/** Our JSON of the entries, lossless: each with its status, and `favorite: false` when not hearted. */
export function jsonContent(entries: readonly FavoriteMovie[], now: Date): string {
  const items = entries.map((movie) => {
    const { imdbID, title, year, type, poster, addedAt, status } = movie;
    const placed = { ...(isHearted(movie) ? {} : { favorite: false }), ...(status && { status }) };
    return { imdbID, title, year, type, poster, addedAt, ...placed, ...personalOf(movie) };
  });
  const file = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    items,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

function letterboxdRows(movie: FavoriteMovie): string[][] {
  const stars = movie.rating === undefined ? '' : String(movie.rating / 2);
  const rating10 = movie.rating === undefined ? '' : String(movie.rating);
  const days = movie.watched ?? [''];
  return days.map((day, index) => [
    movie.imdbID,
    movie.title,
    firstYear(movie.year),
    stars,
    rating10,
    day,
    index > 0 ? 'true' : '',
    index === days.length - 1 ? (movie.note ?? '') : '',
  ]);
}

export function letterboxdContent(favorites: readonly FavoriteMovie[]): string {
  return toCsv(LETTERBOXD_HEADER, favorites.flatMap(letterboxdRows));
}

function imdbContent(favorites: readonly FavoriteMovie[]): string {
  const rows = favorites.map((movie, index) => {
    const day = utcDay(movie.addedAt);
    const titleType = IMDB_TITLE_TYPES.get(movie.type) ?? movie.type;
    const url = `https://www.imdb.com/title/${movie.imdbID}/`;
    const year = firstYear(movie.year);
    // Description, Original Title, rating, runtime, genres, votes, release and directors: unknown.
    const [position, id, title] = [String(index + 1), movie.imdbID, movie.title];
    // IMDb dates every rating; ours, the last watch day when there is one (docs/features.md, «Export»).
    const rating = movie.rating === undefined ? '' : String(movie.rating);
    const rated = rating === '' ? '' : (lastWatched(movie) ?? '');
    const unknown = ['', '', '', ''];
    return [
      position,
      id,
      day,
      day,
      '',
      title,
      '',
      url,
      titleType,
      '',
      '',
      year,
      ...unknown,
      rating,
      rated,
    ];
  });
  return toCsv(IMDB_HEADER, rows);
}

/**
 * The entries, in the given order, as a file of the chosen kind (the JSON of the whole library,
 * the CSVs of the favorites); `now` dates the file.
 */
export function buildExport(
  kind: ExportKind,
  favorites: readonly FavoriteMovie[],
  now: Date,
): ExportFile {
  const day = localDay(now);
  switch (kind) {
    case 'json':
      return {
        fileName: `filmoteka-library-${day}.json`,
        mimeType: JSON_TYPE,
        content: jsonContent(favorites, now),
      };
    // "favorites" in the names: imported again, their films are hearted (formats/fileShelf.ts).
    case 'letterboxd':
      return {
        fileName: `filmoteka-favorites-letterboxd-${day}.csv`,
        mimeType: CSV_TYPE,
        content: letterboxdContent(favorites),
      };
    case 'imdb':
      return {
        fileName: `filmoteka-favorites-imdb-${day}.csv`,
        mimeType: CSV_TYPE,
        content: imdbContent(favorites),
      };
  }
}

export { downloadFile } from '../../shared/lib/downloadFile';
