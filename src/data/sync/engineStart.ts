/** The engine's start: the library localStorage gave the store, against the durable copy. */
import { favoritesLastSeen } from '../local/favoritesPersistence';
import { parseStoredFavorites } from '../local/storedFavorites';
import { readItem, storageKeys } from '../storage/storage';
import { fromFavorites, changesBetween } from './changes';
import { merge, type CollectionState } from './collection';
import type { Items, SyncStore } from './engineTypes';
import type { Stamp } from './hlc';
import { project } from './projection';
import { readUnloadCopy } from './unloadCopy';

/**
 * The library as this page last saw it in localStorage (favoritesPersistence.ts): what this page
 * changed since is its own. Without that record (a test's engine), as localStorage holds it.
 */
function lastSeenHere(store: SyncStore): Items {
  let seen = favoritesLastSeen(store);
  if (seen === undefined) {
    const stored = readItem(storageKeys.favorites);
    seen = stored.ok ? stored.raw : null;
  }
  return parseStoredFavorites(seen).items;
}

export interface StartState {
  /** The state to start from. */
  state: CollectionState;
  /** The edits found only in localStorage (or this tab's store), still to be sent. */
  unsent: CollectionState;
  /** Whether the store must be shown the state (the durable copy was the newer). */
  show: boolean;
}

/**
 * While localStorage refused writes (`stale`), the durable copy is newer, except for this tab's
 * own edits that it refused before the engine ran: the store holds them and localStorage does not
 * (another tab's refused edits are in neither). They are counted from what this page last saw in
 * localStorage, not from what it holds now: another tab's write this page has not heard of yet is
 * not undone. Otherwise localStorage holds the last word. Edits made before the engine started
 * (on a page it starts after start-up) are in localStorage only: they are recorded now, and sent
 * with the rest when sync is on. A copy left as a page of this tab went (unloadCopy.ts) means
 * localStorage refused it too.
 */
export function startState(
  store: SyncStore,
  durable: CollectionState | undefined,
  stale: boolean,
  nextStamp: () => Stamp,
): StartState {
  const items = store.getState().favorites.items;
  const leftBehind = readUnloadCopy();
  if (stale || Object.keys(leftBehind).length > 0) {
    const unsent = changesBetween(lastSeenHere(store), items, nextStamp);
    return { state: merge(merge(durable ?? {}, leftBehind), unsent), unsent, show: true };
  }
  if (durable === undefined)
    return { state: fromFavorites(items, nextStamp), unsent: {}, show: false };
  const unsent = changesBetween(project(durable), items, nextStamp);
  return { state: merge(durable, unsent), unsent, show: false };
}
