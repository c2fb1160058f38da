import { merge, type CollectionState } from './collection';
import { parseSyncKey } from './crypto';
import type { DataDb, DataDbSchema, SyncMeta } from './dataDb';
import type { IDBPObjectStore } from 'idb';
import { isDeviceId, isStamp } from './hlc';
import { validateState } from './validate';

const readers: { [K in keyof SyncMeta]: (value: unknown) => SyncMeta[K] | null } = {
  device: (value) => (isDeviceId(value) ? value : null),
  clock: (value) => (isStamp(value) ? value : null),
  state: (value): CollectionState | null => validateState(value),
  key: (value) => (typeof value === 'string' ? parseSyncKey(value) : null),
  stale: (value) => (typeof value === 'boolean' ? value : null),
  cursor: (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null,
};

type MetaStore = IDBPObjectStore<
  DataDbSchema,
  ('meta' | 'outbox')[] | ['meta'],
  'meta',
  'readwrite'
>;

/**
 * Merges `state` into the stored state, inside the caller's transaction, and returns what is now
 * stored. Every tab of the browser writes this one value: a plain put would drop an edit that
 * another tab stored meanwhile (with localStorage full, the only copy of it).
 */
export async function mergeStoredState(
  store: MetaStore,
  state: CollectionState,
): Promise<CollectionState> {
  const stored = validateState(await store.get('state'));
  const merged = stored ? merge(stored, state) : state;
  await store.put(merged, 'state');
  return merged;
}

/** The single values of the database's `meta` store (dataDb.ts), checked as they are read. */
export function createSyncMeta(db: DataDb) {
  return {
    /** The value, or undefined when none is stored or what is stored is not one. */
    async read<K extends keyof SyncMeta>(name: K): Promise<SyncMeta[K] | undefined> {
      const value: unknown = await db.get('meta', name);
      return value === undefined ? undefined : (readers[name](value) ?? undefined);
    },

    /** Writes the values given, all or none. */
    async write(values: Partial<SyncMeta>): Promise<void> {
      const tx = db.transaction('meta', 'readwrite');
      for (const [name, value] of Object.entries(values)) {
        await tx.store.put(value, name as keyof SyncMeta);
      }
      await tx.done;
    },

    /**
     * Merges `state` into the stored one (mergeStoredState) and writes `values` beside it, in one
     * transaction; returns the state now stored.
     */
    async mergeState(
      state: CollectionState,
      values: Partial<Omit<SyncMeta, 'state'>> = {},
    ): Promise<CollectionState> {
      const tx = db.transaction('meta', 'readwrite');
      const merged = await mergeStoredState(tx.store, state);
      for (const [name, value] of Object.entries(values)) {
        await tx.store.put(value, name as keyof SyncMeta);
      }
      await tx.done;
      return merged;
    },

    /** Forgets the values named (turning sync off forgets the key and the cursor). */
    async remove(names: readonly (keyof SyncMeta)[]): Promise<void> {
      const tx = db.transaction('meta', 'readwrite');
      for (const name of names) await tx.store.delete(name);
      await tx.done;
    },
  };
}
