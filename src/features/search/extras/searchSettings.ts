import { useSyncExternalStore } from 'react';
import { onStoredChange } from '../../../data/storage/onStoredChange';
import { readItem, storageKeys, writeItem } from '../../../data/storage/storage';

/** The search page's own settings, kept in localStorage. */
export interface SearchSettings {
  /** The next page loads when «Показать ещё» scrolls into view. */
  endlessScroll: boolean;
}

const DEFAULTS: SearchSettings = { endlessScroll: true };

function parse(raw: string | null): SearchSettings {
  if (raw === null) return DEFAULTS;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored === 'object' && stored !== null && 'endlessScroll' in stored) {
      return { endlessScroll: stored.endlessScroll !== false };
    }
  } catch {
    // An unreadable value is no setting: the defaults apply, and the next change overwrites it.
  }
  return DEFAULTS;
}

const listeners = new Set<() => void>();
// What storage held at the last read, and its settings: one object while it holds the same.
let lastRaw: string | null = null;
let current: SearchSettings = DEFAULTS;
// Storage that refuses the write: the setting stays in force for this visit.
let unsaved: SearchSettings | null = null;

function read(): SearchSettings {
  if (unsaved) return unsaved;
  const stored = readItem(storageKeys.searchSettings);
  const raw = stored.ok ? stored.raw : null;
  if (raw !== lastRaw) {
    lastRaw = raw;
    current = parse(raw);
  }
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change applies here too.
  const stopFollowing = onStoredChange(storageKeys.searchSettings, listener);
  return () => {
    listeners.delete(listener);
    stopFollowing();
  };
}

export function saveSearchSettings(next: SearchSettings): void {
  unsaved = writeItem(storageKeys.searchSettings, JSON.stringify(next)) ? null : next;
  listeners.forEach((listener) => listener());
}

/** The settings; the defaults while the prerendered page hydrates, so the markup always matches. */
export function useSearchSettings(): SearchSettings {
  return useSyncExternalStore(subscribe, read, () => DEFAULTS);
}
