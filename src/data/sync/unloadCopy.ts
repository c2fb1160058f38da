/**
 * With localStorage full, IndexedDB holds the only copy of the collection, and a write started as
 * the page goes away (a reload the moment after an edit) may never finish. So the page, as it
 * goes, also leaves its state in sessionStorage: synchronous, a quota of its own, and kept by the
 * tab across a reload. The engine that starts next in the tab merges it in (merging is idempotent,
 * so a copy already in IndexedDB changes nothing) and removes it once saved.
 */
import type { CollectionState } from './collection';
import { validateState } from './validate';

const UNLOAD_COPY_KEY = 'filmoteka:unsaved-collection';

/** Leaves `state` for the next page of this tab; false when sessionStorage refused it. */
export function leaveUnloadCopy(state: CollectionState): boolean {
  try {
    sessionStorage.setItem(UNLOAD_COPY_KEY, JSON.stringify(state));
    return true;
  } catch {
    return false;
  }
}

/** What a page of this tab left as it went, checked as any stored value is; {} when none. */
export function readUnloadCopy(): CollectionState {
  try {
    const raw = sessionStorage.getItem(UNLOAD_COPY_KEY);
    return raw === null ? {} : (validateState(JSON.parse(raw)) ?? {});
  } catch {
    return {};
  }
}

export function removeUnloadCopy(): void {
  try {
    sessionStorage.removeItem(UNLOAD_COPY_KEY);
  } catch {
    // Nothing to remove where sessionStorage is unavailable.
  }
}
