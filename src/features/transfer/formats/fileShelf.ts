import type { ImportFormat, ImportRow } from '../types';
import { impliedStatus, placementOf, type Placement } from '../placement';

/**
 * Where a CSV's films go (docs/features.md, «Import»). Letterboxd writes `watched.csv`,
 * `watchlist.csv` and `likes/films.csv` with the same columns (`Date,Name,Year,Letterboxd URI`),
 * so only the file's name tells them apart: a name with "watchlist" is the watchlist; "like" or
 * "favorit", or Letterboxd's `films.csv`, the heart. Otherwise each kind has its shelf: IMDb's
 * lists and watchlist «Хочу посмотреть», Letterboxd's files «Просмотрено». IMDb's ratings are
 * «Просмотрено» whatever the name, and never the heart.
 */
export function fileShelf(format: ImportFormat, fileName: string): Placement {
  const name = fileName.toLowerCase();
  if (format === 'imdb-ratings') return { status: 'watched' };
  if (name.includes('watchlist')) return { status: 'want' };
  if (/like|favorit/.test(name) || name === 'films.csv') return { heart: true };
  return { status: format === 'imdb-list' ? 'want' : 'watched' };
}

/** The row on the file's shelf; a rating or a watch day makes it «Просмотрено», as in the app. */
export function placeRow(row: ImportRow, shelf: Placement): ImportRow {
  return {
    ...row,
    ...placementOf({ status: impliedStatus(shelf.status, row.personal), heart: shelf.heart }),
  };
}
