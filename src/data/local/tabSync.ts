import { onStoredChange } from '../storage/onStoredChange';
import { storageKeys } from '../storage/storage';

export interface TabSyncHandlers {
  favorites: () => void;
  recentSearches: () => void;
}

/** Another tab of the app wrote to localStorage: let each key catch up. */
export function listenToOtherTabs(handlers: TabSyncHandlers, signal?: AbortSignal): void {
  onStoredChange(storageKeys.favorites, handlers.favorites, signal);
  onStoredChange(storageKeys.recentSearches, handlers.recentSearches, signal);
}
