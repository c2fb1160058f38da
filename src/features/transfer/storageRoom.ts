import type { FavoriteMovie } from '../favorites';
import { editsToApply, filmsToAdd, type ImportPreview } from './importPreview';

/**
 * Whether the favorites with everything the preview offers would still fit in the browser's
 * storage. Asked before anything is added: 6,000 films with long notes were once "added", shown,
 * and gone after a reload, because the write was refused.
 */
export async function importFits(
  preview: ImportPreview,
  favorites: Readonly<Record<string, FavoriteMovie>>,
): Promise<boolean> {
  // The saving code: loaded at start beside the app, so these imports cost no request.
  const [{ storageKeys, wouldFit }, { serializeFavorites }] = await Promise.all([
    import('../../data/storage/storage'),
    import('../../data/local/storedFavorites'),
  ]);
  const all: Record<string, FavoriteMovie> = { ...favorites };
  for (const movie of filmsToAdd(preview, new Set())) all[movie.imdbID] ??= movie;
  for (const movie of editsToApply(preview, new Set(), all)) all[movie.imdbID] = movie;
  return wouldFit(storageKeys.favorites, serializeFavorites(all));
}
