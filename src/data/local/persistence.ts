import { parseStoredFavorites } from './storedFavorites';
import { initialFavoritesState } from '../../features/favorites/state/favoritesSlice';
import { parseStoredRecentSearches } from './storedRecentSearches';
import { initialSearchState } from '../../features/search/searchSlice';
import { durableCopyExists } from '../storage/durableCopy';
import { keepBackup, onWrite, readItem, reportOnce, storageKeys } from '../storage/storage';
import { addressHasSyncLink } from '../sync/linkInAddress';
import { afterStartup } from '../../shared/lib/afterStartup';
import { whenIdle, type Scheduler } from '../../shared/lib/whenIdle';
import { FAVORITES_WRITE_TIMEOUT_MS } from './writeTiming';
import {
  createFavoritesPersistence,
  type SavedState,
  type StoreAccess,
} from './favoritesPersistence';
import { createRecentSearchesPersistence } from './recentSearchesPersistence';
import { listenToOtherTabs } from './tabSync';

type PersistedStore = StoreAccess & {
  subscribe: (listener: () => void) => () => void;
};

const writeWhenIdle: Scheduler = (write) => {
  whenIdle(write, { timeoutMs: FAVORITES_WRITE_TIMEOUT_MS });
};

/**
 * Keeps a value we could not fully read aside, so a later write never destroys it. When the copy
 * fails too, the first write notices and leaves the key alone (see persistedKey.ts).
 */
function keepAside(key: string, raw: string | null, intact: boolean): void {
  if (intact || raw === null) return;
  const backup = keepBackup(key, raw);
  const outcome = backup.ok
    ? `kept as "${backup.backupKey}"`
    : 'it could not be backed up, so it is left as it is and not saved this session';
  reportOnce(
    'unreadable',
    key,
    `[storage] "${key}" held a value that could not be fully read; ${outcome}`,
    backup.ok ? undefined : backup.error,
  );
}

function readRaw(key: string): string | null {
  const stored = readItem(key);
  return stored.ok ? stored.raw : null;
}

export function readPersistedState(): SavedState {
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

/** Restores what was saved; a read that throws starts the app empty rather than not at all. */
export function restorePersistedState(
  read: () => Partial<SavedState> = readPersistedState,
): Partial<SavedState> {
  try {
    return read();
  } catch (error) {
    console.error('[storage] could not restore saved state', error);
    return {};
  }
}

export interface PersistOptions {
  /** Stops following other tabs (a test's store; the app's store lives as long as the page). */
  signal?: AbortSignal;
  /** When a favorites change is written; the app writes once the browser is idle (see below). */
  scheduleFavoritesWrite?: Scheduler;
  /**
   * Starts the durable copy of the favorites and sync with the visitor's other devices
   * (src/data/sync/) once start-up is over: nothing on the first screen needs them. The app's store
   * only.
   */
  sync?: boolean;
}

/**
 * Writes favorites and recent searches on change and follows other tabs' writes.
 *
 * A favorites write serializes the whole list, which at thousands of favorites costs tens of
 * milliseconds: it runs once the browser is idle (the change painted), and at once when the page
 * is hidden or left, or when another tab writes first. Recent searches are a few words and are
 * written at once.
 */
export function persistChanges(store: PersistedStore, options: PersistOptions = {}): void {
  if (typeof window === 'undefined') return; // rendering on the server: no storage, no other tabs
  const { signal, scheduleFavoritesWrite = writeWhenIdle } = options;
  if (options.sync) {
    const start = () =>
      void import('../sync/startSync').then(({ syncEngineFor }) => syncEngineFor(store));
    // Opened by a sync link: the join dialog is what the visitor came for, so the engine (and the
    // store's first read, startSync.ts) and the dialog start now, beside the page's own start-up.
    if (addressHasSyncLink()) {
      start();
      void import('../sync/ui/JoinDialog');
    } else {
      // A first visit has nothing for the engine to keep or sync: no library, and no durable copy
      // (nor sync, whose key lives there). It starts with the first save of the favorites then,
      // rather than costing a first visit its chunk.
      let waitForLibrary = false;
      const hasLibrary = () => Object.keys(store.getState().favorites.items).length > 0;
      const cancel = afterStartup(() => {
        if (hasLibrary()) start();
        else
          void durableCopyExists().then((exists) => {
            // A library begun while the database was looked for is saved already: start now.
            if (exists || hasLibrary()) start();
            else waitForLibrary = true;
          });
      });
      // A save of the favorites refused (storage full) before then: the engine keeps them in
      // IndexedDB now, and says so, rather than when start-up is over (the tab may close first).
      const stop = onWrite((key, written) => {
        if (key !== storageKeys.favorites || (written && !waitForLibrary)) return;
        stop();
        cancel();
        start();
      });
    }
  }
  const favorites = createFavoritesPersistence(store);
  const recent = createRecentSearchesPersistence(store);
  let favoritesPending = false;
  let writingFavorites = false;

  // sync() may adopt another tab's edits (a dispatch): the list it then writes includes them, so
  // that change is not scheduled for a write of its own.
  const writeFavorites = (local: boolean) => {
    favoritesPending = false;
    writingFavorites = true;
    try {
      favorites.sync(local);
    } finally {
      writingFavorites = false;
    }
  };
  const flushFavorites = () => {
    if (favoritesPending) writeFavorites(true);
  };

  // A plain subscription rather than RTK's listener middleware: same effect, less code to ship.
  let previous = store.getState();
  store.subscribe(() => {
    const current = store.getState();
    const before = previous;
    previous = current; // before the writes below, which may dispatch a merge themselves
    if (
      current.favorites.items !== before.favorites.items &&
      !writingFavorites &&
      !favoritesPending
    ) {
      favoritesPending = true;
      scheduleFavoritesWrite(flushFavorites);
    }
    if (current.search.recentSearches !== before.search.recentSearches) recent.push();
  });
  window.addEventListener('pagehide', flushFavorites, { signal });
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') flushFavorites();
    },
    { signal },
  );
  // Another tab wrote: a pending change of ours is written now, merged with theirs.
  listenToOtherTabs(
    { favorites: () => writeFavorites(favoritesPending), recentSearches: recent.pull },
    signal,
  );
}
