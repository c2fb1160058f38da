/** All localStorage access goes through here: a failure is logged, never thrown into the UI. */
export const storageKeys = {
  favorites: 'favorites',
  recentSearches: 'recentSearches',
  backupSuffix: '.backup',
} as const;

function getStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    console.error('[storage] localStorage is not available', error);
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch (error) {
    console.error(`[storage] could not read "${key}"`, error);
    return null;
  }
}

export function writeItem(key: string, value: string): boolean {
  const storage = getStorage();
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch (error) {
    console.error(`[storage] could not write "${key}"`, error);
    return false;
  }
}

/** Keeps a value we could not understand under `<key>.backup`, so a later write never destroys it. */
export function backupItem(key: string, rawValue: string): void {
  writeItem(key + storageKeys.backupSuffix, rawValue);
}
