/**
 * Whether the browser refuses to save the favorites (storage full), and whether they are kept in
 * IndexedDB instead: the sync engine (src/data/sync/) knows, and the corner notices on every page
 * (features/offline/NetworkNotices.tsx) say so. A save the browser refused is never silent.
 */
export interface StorageHealth {
  /** localStorage refused the last write of the favorites. */
  localFull: boolean;
  /** The favorites are kept in IndexedDB and come back after a reload. */
  keptInDb: boolean;
}

const HEALTHY: StorageHealth = { localFull: false, keptInDb: false };
let health = HEALTHY;
const listeners = new Set<() => void>();

export function storageHealth(): StorageHealth {
  return health;
}

export function onStorageHealth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setStorageHealth(change: Partial<StorageHealth>): void {
  const next = { ...health, ...change };
  if (next.localFull === health.localFull && next.keptInDb === health.keptInDb) return;
  health = next.localFull || next.keptInDb ? next : HEALTHY;
  for (const listener of listeners) listener();
}

/** Nothing refused yet, on the server and in hydration. */
export function healthyStorage(): StorageHealth {
  return HEALTHY;
}
