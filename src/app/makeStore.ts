import type { Scheduler } from '../shared/lib/whenIdle';
import { persistChanges } from '../data/local/persistence';
import { createStore, type StoreOptions } from './store';

export interface MakeStoreOptions extends StoreOptions {
  /** Write favorites and recent searches to localStorage on change and follow other tabs (on in the app). */
  persist?: boolean;
  /** Stops following other tabs' storage writes: tests abort it, the app's store lives with the page. */
  signal?: AbortSignal;
  /** When a favorites change reaches storage: once the browser is idle, in the app (data/local/persistence.ts). */
  scheduleFavoritesWrite?: Scheduler;
}

/** A store that saves and follows other tabs as the app's does. */
export function makeStore(options: MakeStoreOptions) {
  const { persist = true, signal, scheduleFavoritesWrite, ...storeOptions } = options;
  const store = createStore(storeOptions);
  if (persist) persistChanges(store, { signal, scheduleFavoritesWrite });
  return store;
}
