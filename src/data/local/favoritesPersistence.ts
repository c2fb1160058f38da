import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  favoritesSynced,
  type FavoritesState,
} from '../../features/favorites/state/favoritesSlice';
import type { SearchState } from '../../features/search/searchSlice';
import { parseStoredFavorites, sameFavorites, serializeFavorites } from './storedFavorites';
import { isEmptyChange, mergeFromOtherTab } from './favoritesMerge';
import { createPersistedKey } from './persistedKey';
import { storageKeys } from '../storage/storage';

/** The slices kept in storage. data/ knows the app's store by this shape only: app/ imports data/. */
export interface SavedState {
  favorites: FavoritesState;
  search: SearchState;
}

export interface StoreAccess {
  getState: () => SavedState;
  dispatch: Dispatch<UnknownAction>;
}

const seenFor = new WeakMap<object, () => string | null>();

/**
 * What localStorage held for `favorites` when `store`'s page last read or wrote it; undefined
 * while nothing keeps the store's favorites. The sync engine counts the page's own edits from it.
 */
export const favoritesLastSeen = (store: object): string | null | undefined =>
  seenFor.get(store)?.();

/**
 * Keeps `favorites` in storage and in step with other tabs. `seen` is what storage held when this
 * tab last read or wrote it: another tab's edits are what changed since then. They are applied to
 * this tab's list (except to items this tab changed since, which are newer), so neither tab's
 * additions are lost and each item's last write wins. Then the merged list is written once, if it
 * differs from what storage holds.
 */
export function createFavoritesPersistence(store: StoreAccess) {
  const slot = createPersistedKey({
    key: storageKeys.favorites,
    isReadable: (raw) => parseStoredFavorites(raw).intact,
    // Nothing stored and no favorites say the same: no need to write an empty list.
    isSame: (stored, next) => sameFavorites(stored ?? serializeFavorites({}), next),
  });
  const initial = slot.read();
  let seen = initial.ok ? initial.raw : null;
  seenFor.set(store, () => seen);
  // Start-up has just parsed this very value (parsing remembers it), so this costs nothing.
  if (seen !== null && parseStoredFavorites(seen).intact) slot.markReadable(seen);

  /** Applies the other tab's edits; false when its value cannot be fully read. */
  function adoptOtherTab(raw: string | null): boolean {
    const theirs = parseStoredFavorites(raw);
    if (raw !== null && !theirs.intact) return false;
    const base = parseStoredFavorites(seen).items;
    const change = mergeFromOtherTab(base, store.getState().favorites.items, theirs.items);
    seen = raw;
    if (!isEmptyChange(change)) store.dispatch(favoritesSynced(change));
    return true;
  }

  /**
   * Writes this tab's list after adopting another tab's edits: for a change of this tab's (`local`),
   * or for a storage event. Adopting dispatches; the caller (persistence.ts) does not answer that
   * dispatch with another write, as the list written here already holds it.
   */
  function sync(local: boolean): void {
    const current = slot.read();
    if (!current.ok) return; // unreadable: never overwrite what we could not see
    const adopted = current.raw === seen || adoptOtherTab(current.raw);
    // A value we cannot fully read (another version of the app, say) is not an edit to adopt, and
    // answering it with our own list could start a write war: wait for a change of our own, which
    // backs it up before writing over it.
    if (!adopted && !local) return;
    const next = serializeFavorites(store.getState().favorites.items);
    const result = slot.save(next, current.raw);
    if (result === 'written') seen = next;
    if (result === 'unchanged') seen = current.raw;
  }

  return { sync };
}
