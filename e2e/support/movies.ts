/** Titles of the demo catalog the tests rely on, as the app stores them in favorites. */
import { readdirSync, readFileSync } from 'node:fs';
import type { FavoriteMovie } from './storage';

const poster = (imdbID: string) => `/api/posters/${imdbID}.png`;

export const MATRIX: FavoriteMovie = {
  imdbID: 'tt0133093',
  title: 'The Matrix',
  year: '1999',
  type: 'movie',
  poster: poster('tt0133093'),
};
export const MATRIX_RELOADED: FavoriteMovie = {
  imdbID: 'tt0234215',
  title: 'The Matrix Reloaded',
  year: '2003',
  type: 'movie',
  poster: poster('tt0234215'),
};
export const MATRIX_REVOLUTIONS: FavoriteMovie = {
  imdbID: 'tt0242653',
  title: 'The Matrix Revolutions',
  year: '2003',
  type: 'movie',
  poster: poster('tt0242653'),
};
export const ENTER_THE_MATRIX: FavoriteMovie = {
  imdbID: 'tt0277828',
  title: 'Enter the Matrix',
  year: '2003',
  type: 'game',
  poster: poster('tt0277828'),
};
export const BREAKING_BAD: FavoriteMovie = {
  imdbID: 'tt0903747',
  title: 'Breaking Bad',
  year: '2008–2013',
  type: 'series',
  poster: poster('tt0903747'),
};
export const STALKER: FavoriteMovie = {
  imdbID: 'tt0079944',
  title: 'Stalker',
  year: '1979',
  type: 'movie',
  poster: poster('tt0079944'),
};
/** One of the catalog's titles without a poster ("N/A"). */
export const KIN_DZA_DZA: FavoriteMovie = {
  imdbID: 'tt0091341',
  title: 'Kin-dza-dza!',
  year: '1986',
  type: 'movie',
  poster: null,
};

/**
 * Six favorites of every kind the page shows: films of three decades, a series with a range of
 * years, a game, and a film without a poster. Stored in this order.
 */
export const SIX_FAVORITES: readonly FavoriteMovie[] = [
  MATRIX,
  MATRIX_RELOADED,
  STALKER,
  BREAKING_BAD,
  ENTER_THE_MATRIX,
  KIN_DZA_DZA,
];

interface CatalogEntry {
  imdbID: string;
  Title: string;
  Year: string;
  Type: string;
  HasPoster: boolean;
}

const catalogDir = new URL('../../server/omdb/catalog/', import.meta.url);

/** The first `count` titles of the demo catalog (all 287 are real), for long favorites lists. */
export function catalogFavorites(count: number): FavoriteMovie[] {
  const entries = readdirSync(catalogDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap(
      (name) => JSON.parse(readFileSync(new URL(name, catalogDir), 'utf8')) as CatalogEntry[],
    );
  if (entries.length < count) throw new Error(`the catalog has only ${entries.length} titles`);
  return entries.slice(0, count).map((entry) => ({
    imdbID: entry.imdbID,
    title: entry.Title,
    year: entry.Year,
    type: entry.Type,
    poster: entry.HasPoster ? poster(entry.imdbID) : null,
  }));
}
