/** What the favorites page says of sync and of saving (engine.ts keeps it). */
export type SyncProblem =
  | 'tampered'
  | 'store-full'
  | 'gone'
  | 'deployment-full'
  | 'server-full'
  | 'too-many-stores'
  | 'server';

export interface SyncStatus {
  /** A sync key is kept on this device. */
  on: boolean;
  /** No answer from the server (offline, or it is down): changes wait in the outbox. */
  offline: boolean;
  /** When this device last heard from the server with nothing left to send (epoch ms), or null. */
  syncedAt: number | null;
  /** Local changes not yet acknowledged by the server. */
  pending: number;
  problem: SyncProblem | null;
}

export const INITIAL_STATUS: SyncStatus = {
  on: false,
  offline: false,
  syncedAt: null,
  pending: 0,
  problem: null,
};

type Listener = () => void;

/** A tiny observable for useSyncExternalStore: the same object until something changes. */
export function createStatusBox() {
  let status = INITIAL_STATUS;
  const listeners = new Set<Listener>();
  return {
    get: () => status,
    set(change: Partial<SyncStatus>) {
      const next = { ...status, ...change };
      const keys = Object.keys(change) as (keyof SyncStatus)[];
      if (keys.every((key) => next[key] === status[key])) return;
      status = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
