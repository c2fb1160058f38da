/** The stores unseen for 400 days are removed: at start, then once a day in the process. */
import type { SyncStorage } from './store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PRUNE_AFTER_DAYS = 400;

/** Removes the stores last seen more than 400 days before `now`; how many. */
export function pruneStores(storage: SyncStorage, now = Date.now()): Promise<number> {
  return storage.prune(now - PRUNE_AFTER_DAYS * DAY_MS);
}

/** Prunes now and every day; the timer never keeps the process alive. Returns the stop. */
export function schedulePruning(
  storage: SyncStorage,
  report: (outcome: { removed: number } | { error: unknown }) => void,
  everyMs = DAY_MS,
): () => void {
  const run = () =>
    pruneStores(storage).then(
      (removed) => report({ removed }),
      (error: unknown) => report({ error }),
    );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
