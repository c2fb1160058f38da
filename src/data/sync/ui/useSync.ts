import { useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { afterStartup } from '../../../shared/lib/afterStartup';
import type { SyncEngine, SyncStore } from '../engine';
import type { SyncStatus } from '../status';

const noop = () => () => {};
const none = () => null;

/**
 * The page's sync engine (started once, see startSync.ts), or null until it is ready or where none
 * can run. It is fetched once start-up is over, as the app does, or at once when `urgent` (the
 * visitor pressed «Синхронизация», or opened a sync link).
 */
export function useSyncEngine(urgent: boolean): SyncEngine | null {
  const store = useStore() as unknown as SyncStore;
  const [engine, setEngine] = useState<SyncEngine | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => {
      void import('../startSync')
        .then(({ syncEngineFor }) => syncEngineFor(store))
        .then((ready) => {
          if (live) setEngine(ready);
        });
    };
    const cancel = urgent ? (load(), () => {}) : afterStartup(load);
    return () => {
      live = false;
      cancel();
    };
  }, [store, urgent]);
  return engine;
}

/** The engine's status, or null until the engine runs. */
export function useSyncStatus(engine: SyncEngine | null): SyncStatus | null {
  return useSyncExternalStore(
    engine ? engine.status.subscribe : noop,
    engine ? engine.status.get : none,
    none,
  );
}
