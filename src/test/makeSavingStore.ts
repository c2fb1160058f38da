import { makeStore, type StoreOptions } from '../app/store';
import { persistChanges, type PersistOptions } from '../data/local/persistence';

/**
 * The app's store with saving on from the start, as the app's is once its saving chunk is in:
 * favorites and recent searches written to localStorage, other tabs followed until `signal` aborts.
 */
export function makeSavingStore(options: StoreOptions & Omit<PersistOptions, 'sync'>) {
  const { signal, scheduleFavoritesWrite, ...storeOptions } = options;
  const store = makeStore(storeOptions);
  persistChanges(store, { signal, scheduleFavoritesWrite });
  return store;
}
