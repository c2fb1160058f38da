import type { CatalogEntry } from './catalog/index.ts';

/** Where our posters live; relative because the SPA and the API share an origin in demo and dev. */
export const POSTER_PATH = '/api/posters/';

export function posterUrl(imdbID: string): string {
  return `${POSTER_PATH}${imdbID}.png`;
}

export function posterFor(entry: Pick<CatalogEntry, 'imdbID' | 'HasPoster'>): string {
  return entry.HasPoster ? posterUrl(entry.imdbID) : 'N/A';
}
