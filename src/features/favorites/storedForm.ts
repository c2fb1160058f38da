/**
 * The favorites' saved shape, for another feature that writes or reads it (a backup file). Apart
 * from index.ts: the saving code is a chunk of its own, which whatever imports the index must not
 * be made to import.
 */
export {
  FAVORITES_VERSION,
  normalizeAddedAt,
  serializeFavorites,
  storedFavorite,
} from './state/favoritesStorage';
