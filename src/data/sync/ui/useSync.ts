import { useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import type { SyncEngine, SyncStore } from '../engine';
import { INITIAL_STATUS, type SyncStatus } from '../status';

const noop = () => () => {};
const initial = () => INITIAL_STATUS;

/** The page's sync engine (started once, see startSync.ts), or null until it is ready or where none can run. */
export function useSyncEngine(): SyncEngine | null {
  const store = useStore() as unknown as SyncStore;
  const [engine, setEngine] = useState<SyncEngine | null>(null);
  useEffect(() => {
    let live = true;
    void import('../startSync')
      .then(({ syncEngineFor }) => syncEngineFor(store))
      .then((ready) => {
        if (live) setEngine(ready);
      });
    return () => {
      live = false;
    };
  }, [store]);
  return engine;
}

export function useSyncStatus(engine: SyncEngine | null): SyncStatus {
  return useSyncExternalStore(
    engine ? engine.status.subscribe : noop,
    engine ? engine.status.get : initial,
    initial,
  );
}
