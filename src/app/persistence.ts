import { parseStoredFavorites } from '../features/favorites/favoritesStorage';
import { initialFavoritesState } from '../features/favorites/favoritesSlice';
import { parseStoredRecentSearches } from '../features/search/recentSearchesStorage';
import { initialSearchState } from '../features/search/searchSlice';
import {
  backupKeyOf,
  readItem,
  reportOnce,
  storageKeys,
  tryWriteItem,
} from '../shared/lib/storage';
import { createFavoritesPersistence, type StoreAccess } from './favoritesPersistence';
import { createRecentSearchesPersistence } from './recentSearchesPersistence';
import type { PreloadedState, RootState } from './store';

type PersistedStore = StoreAccess & {
  getState: () => RootState;
  subscribe: (listener: () => void) => () => void;
};
import { listenToOtherTabs } from './tabSync';

export const RESTORE_TIMEOUT_MS = 5000;

/**
 * Keeps a value we could not fully read aside, so a later write never destroys it. When the copy
 * fails too, the first write notices and leaves the key alone (see persistedKey.ts).
 */
function keepAside(key: string, raw: string | null, intact: boolean): void {
  if (intact || raw === null) return;
  const error = tryWriteItem(backupKeyOf(key), raw);
  const outcome =
    error === null
      ? `kept as "${backupKeyOf(key)}"`
      : 'it could not be backed up, so it is left as it is and not saved this session';
  reportOnce(
    'unreadable',
    key,
    `[storage] "${key}" held a value that could not be fully read; ${outcome}`,
    error ?? undefined,
  );
}

function readRaw(key: string): string | null {
  const stored = readItem(key);
  return stored.ok ? stored.raw : null;
}

export function readPersistedState(): PreloadedState {
  const rawFavorites = readRaw(storageKeys.favorites);
  const favorites = parseStoredFavorites(rawFavorites);
  keepAside(storageKeys.favorites, rawFavorites, favorites.intact);

  const rawRecent = readRaw(storageKeys.recentSearches);
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

/**
 * Writes favorites and recent searches on change and follows other tabs' writes. Stops following
 * other tabs when `signal` aborts (a test's store; the app's store lives as long as the page).
 */
export function persistChanges(store: PersistedStore, signal?: AbortSignal): void {
  if (typeof window === 'undefined') return; // rendering on the server: no storage, no other tabs
  const favorites = createFavoritesPersistence(store);
  const recent = createRecentSearchesPersistence(store);
  // A plain subscription rather than RTK's listener middleware: same effect, less code to ship.
  let previous = store.getState();
  store.subscribe(() => {
    const current = store.getState();
    const before = previous;
    previous = current; // before the writes below, which may dispatch a merge themselves
    if (current.favorites.items !== before.favorites.items) favorites.sync();
    if (current.search.recentSearches !== before.search.recentSearches) recent.push();
  });
  listenToOtherTabs({ favorites: favorites.catchUp, recentSearches: recent.pull }, signal);
}
