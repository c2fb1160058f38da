import type { FavoriteMovie, Status } from '../favorites';
import {
  CSV_TYPE,
  JSON_TYPE,
  firstYear,
  jsonContent,
  letterboxdContent,
  localDay,
  toCsv,
  type ExportFile,
} from './exportFiles';

/** A shelf's files: our JSON (lossless) or a CSV for Letterboxd's importer. */
export type ShelfExportKind = 'json' | 'letterboxd';

/** In file names: imported again, `watchlist` goes back to «Хочу посмотреть» (formats/fileShelf.ts). */
const SHELF_FILE: Record<Status, string> = {
  want: 'watchlist',
  watching: 'watching',
  watched: 'watched',
  dropped: 'dropped',
};

/*
 * Letterboxd's importer takes a watchlist in its import format: it matches each film by imdbID
 * first, then by Title and Year. A watchlist has no ratings, days or reviews, so only those columns.
 */
const WATCHLIST_HEADER = ['imdbID', 'Title', 'Year'];

function watchlistContent(entries: readonly FavoriteMovie[]): string {
  return toCsv(
    WATCHLIST_HEADER,
    entries.map((movie) => [movie.imdbID, movie.title, firstYear(movie.year)]),
  );
}

/**
 * One shelf's entries, in the given order, as a file: our JSON keeps everything; the CSV is
 * Letterboxd's import format, a watchlist for «Хочу посмотреть» and a diary for the other shelves
 * (a row per watch day, with the rating and the note, as the favorites' Letterboxd export writes).
 */
export function buildShelfExport(
  shelf: Status,
  kind: ShelfExportKind,
  entries: readonly FavoriteMovie[],
  now: Date,
): ExportFile {
  const base = `filmoteka-${SHELF_FILE[shelf]}-${localDay(now)}`;
  if (kind === 'json') {
    return { fileName: `${base}.json`, mimeType: JSON_TYPE, content: jsonContent(entries, now) };
  }
  const content = shelf === 'want' ? watchlistContent(entries) : letterboxdContent(entries);
  return { fileName: `${base}.csv`, mimeType: CSV_TYPE, content };
}
