import { storageKeys } from '../storage/storage';

export interface TabSyncHandlers {
  favorites: () => void;
  recentSearches: () => void;
}

function fromLocalStorage(event: StorageEvent): boolean {
  // Synthetic events may carry no area; sessionStorage events are someone else's business.
  if (event.storageArea === null) return true;
  try {
    return event.storageArea === window.localStorage;
  } catch {
    return false;
  }
}

/**
 * Another tab of the app wrote to localStorage: let each key catch up. A `null` key means the
 * other tab cleared storage, which concerns every key.
 */
export function listenToOtherTabs(handlers: TabSyncHandlers, signal?: AbortSignal): void {
  if (typeof window === 'undefined') return;
  window.addEventListener(
    'storage',
    (event) => {
      if (!fromLocalStorage(event)) return;
      if (event.key === null || event.key === storageKeys.favorites) handlers.favorites();
      if (event.key === null || event.key === storageKeys.recentSearches) handlers.recentSearches();
    },
    { signal },
  );
}
