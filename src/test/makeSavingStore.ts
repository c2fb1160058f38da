import { makeStore, type StoreOptions } from '../app/store';
import { persistChanges, type PersistOptions } from '../data/local/persistence';
import { FAVORITES_WRITE_TIMEOUT_MS } from '../data/local/writeTiming';
import { whenIdle, type Scheduler } from '../shared/lib/whenIdle';

/**
 * The app's write of the favorites once the browser is idle, dropped when `signal` aborts: the
 * tests share one page, and a write left waiting by a test that has ended would land in the next
 * one's storage.
 */
function idleWriteUntil(signal: AbortSignal | undefined): Scheduler {
  return (write) => {
    const cancel = whenIdle(write, { timeoutMs: FAVORITES_WRITE_TIMEOUT_MS });
    signal?.addEventListener('abort', cancel, { once: true });
  };
}

/**
 * The app's store with saving on from the start, as the app's is once its saving chunk is in:
 * favorites and recent searches written to localStorage, other tabs followed until `signal` aborts.
 */
export function makeSavingStore(options: StoreOptions & Omit<PersistOptions, 'sync'>) {
  const { signal, scheduleFavoritesWrite = idleWriteUntil(signal), ...storeOptions } = options;
  const store = makeStore(storeOptions);
  persistChanges(store, { signal, scheduleFavoritesWrite });
  return store;
}
