import { recentSearchesSynced } from '../../features/search/searchSlice';
import { parseStoredRecentSearches, serializeRecentSearches } from './storedRecentSearches';
import { createPersistedKey } from './persistedKey';
import { storageKeys } from '../storage/storage';
import type { StoreAccess } from './favoritesPersistence';

/** Keeps `recentSearches` in storage; another tab's list simply replaces ours (last write wins). */
export function createRecentSearchesPersistence(store: StoreAccess) {
  const slot = createPersistedKey({
    key: storageKeys.recentSearches,
    isReadable: (raw) => parseStoredRecentSearches(raw).intact,
    isSame: (stored, next) => (stored ?? serializeRecentSearches([])) === next,
  });
  const initial = slot.read();
  let seen = initial.ok ? initial.raw : null;

  /** A local change: write it unless storage already holds it. */
  function push(): void {
    const current = slot.read();
    if (!current.ok) return;
    const next = serializeRecentSearches(store.getState().search.recentSearches);
    const result = slot.save(next, current.raw);
    if (result === 'written') seen = next;
    if (result === 'unchanged') seen = current.raw;
  }

  /** A storage event: adopt the other tab's list. */
  function pull(): void {
    const current = slot.read();
    if (!current.ok || current.raw === seen) return;
    const theirs = parseStoredRecentSearches(current.raw);
    if (current.raw !== null && !theirs.intact) return;
    seen = current.raw;
    const ours = store.getState().search.recentSearches;
    if (serializeRecentSearches(ours) !== serializeRecentSearches(theirs.list)) {
      store.dispatch(recentSearchesSynced(theirs.list));
    }
  }

  return { push, pull };
}
