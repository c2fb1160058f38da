import { storageKeys, wouldFit } from '../../shared/lib/storage';
import { serializeFavorites } from '../favorites/storedForm';
import type { FavoriteMovie } from '../favorites';
import { editsToApply, filmsToAdd, type ImportPreview } from './importPreview';

/**
 * Whether the favorites with everything the preview offers would still fit in the browser's
 * storage. Asked before anything is added: 6,000 films with long notes were once "added", shown,
 * and gone after a reload, because the write was refused.
 */
export function importFits(
  preview: ImportPreview,
  favorites: Readonly<Record<string, FavoriteMovie>>,
): boolean {
  const all: Record<string, FavoriteMovie> = { ...favorites };
  for (const movie of filmsToAdd(preview, new Set())) all[movie.imdbID] ??= movie;
  for (const movie of editsToApply(preview, new Set(), all)) all[movie.imdbID] = movie;
  return wouldFit(storageKeys.favorites, serializeFavorites(all));
}
