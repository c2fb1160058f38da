import type { TypedStartListening } from '@reduxjs/toolkit';
import {
  parseStoredFavorites,
  serializeFavorites,
} from '../features/favorites/favoritesStorage';
import { initialFavoritesState } from '../features/favorites/favoritesSlice';
import {
  parseStoredRecentSearches,
  serializeRecentSearches,
} from '../features/search/recentSearchesStorage';
import { initialSearchState } from '../features/search/searchSlice';
import { backupItem, readItem, storageKeys, writeItem } from '../shared/lib/storage';
import type { PreloadedState, RootState } from './store';

export const RESTORE_TIMEOUT_MS = 5000;

/** Keeps a value we could not fully read aside, once, so a later write never destroys it. */
function keepAside(key: string, raw: string | null, intact: boolean): void {
  if (intact || raw === null) return;
  console.error(`[storage] "${key}" held a value that could not be fully read; kept as "${key}${storageKeys.backupSuffix}"`);
  backupItem(key, raw);
}

export function readPersistedState(): PreloadedState {
  const rawFavorites = readItem(storageKeys.favorites);
  const favorites = parseStoredFavorites(rawFavorites);
  keepAside(storageKeys.favorites, rawFavorites, favorites.intact);

  const rawRecent = readItem(storageKeys.recentSearches);
  const recent = parseStoredRecentSearches(rawRecent);
  keepAside(storageKeys.recentSearches, rawRecent, recent.intact);

  return {
    favorites: { ...initialFavoritesState, items: favorites.items },
    search: { ...initialSearchState, recentSearches: recent.list },
  };
}

/** Restores what was saved; gives up after the timeout and starts empty rather than hold the app back. */
export function restorePersistedState(
  read: () => PreloadedState | Promise<PreloadedState> = readPersistedState,
  timeoutMs = RESTORE_TIMEOUT_MS,
): Promise<PreloadedState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<PreloadedState>((resolve) => {
    timer = setTimeout(() => {
      console.error(`[storage] restoring saved state took over ${timeoutMs} ms; starting empty`);
      resolve({});
    }, timeoutMs);
  });
  const restored = Promise.resolve()
    .then(read)
    .catch((error: unknown) => {
      console.error('[storage] could not restore saved state', error);
      return {};
    });
  return Promise.race([restored, giveUp]).finally(() => clearTimeout(timer));
}

export function persistChanges(startListening: TypedStartListening<RootState>): void {
  startListening({
    predicate: (_action, current, previous) => current.favorites.items !== previous.favorites.items,
    effect: (_action, api) => {
      writeItem(storageKeys.favorites, serializeFavorites(api.getState().favorites.items));
    },
  });
  startListening({
    predicate: (_action, current, previous) =>
      current.search.recentSearches !== previous.search.recentSearches,
    effect: (_action, api) => {
      writeItem(storageKeys.recentSearches, serializeRecentSearches(api.getState().search.recentSearches));
    },
  });
}
