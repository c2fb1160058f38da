import { encodeBase64url } from '../../shared/lib/base64url';
import type { CollectionState } from './collection';
import type { DataDb, OutboxEntry } from './dataDb';
import type { Stamp } from './hlc';
import { mergeStoredState } from './syncMeta';
import { validateState } from './validate';

/** A message id as the protocol allows it. */
export const MESSAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function newMessageId(): string {
  return encodeBase64url(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

/** An entry as read back, or null when it is not one (it is then deleted). */
function readEntry(value: unknown): OutboxEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, fragment } = value as { id?: unknown; fragment?: unknown };
  const state = validateState(fragment);
  return typeof id === 'string' && MESSAGE_ID.test(id) && state ? { id, fragment: state } : null;
}

/**
 * The local edits waiting to be pushed, in the database's `outbox` store (dataDb.ts). It outlives
 * the page: an edit made offline is sent once the app next runs online.
 */
export function createOutbox(db: DataDb) {
  return {
    /** Queues a fragment under a new message id. */
    async add(fragment: CollectionState): Promise<OutboxEntry> {
      const entry: OutboxEntry = { id: newMessageId(), fragment };
      await db.add('outbox', entry);
      return entry;
    },

    /**
     * Merges `state` into the stored state (with the clock) and, while sync is on (a key is kept),
     * queues fragments, in the same transaction: after a crash the outbox and the state still
     * agree. Any tab queues its own edits, whether or not it is the one that talks to the server
     * yet (tabs.ts). Returns the state stored.
     */
    async addWithState(
      fragments: readonly CollectionState[],
      state: CollectionState,
      clock: Stamp,
    ): Promise<CollectionState> {
      const tx = db.transaction(['outbox', 'meta'], 'readwrite');
      const meta = tx.objectStore('meta');
      if ((await meta.get('key')) !== undefined) {
        for (const fragment of fragments) {
          await tx.objectStore('outbox').add({ id: newMessageId(), fragment });
        }
      }
      const stored = await mergeStoredState(meta, state);
      await meta.put(clock, 'clock');
      await tx.done;
      return stored;
    },

    /** Every waiting entry, oldest first; one that cannot be read is dropped. */
    async pending(): Promise<OutboxEntry[]> {
      const tx = db.transaction('outbox', 'readwrite');
      const entries: OutboxEntry[] = [];
      for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
        const entry = readEntry(cursor.value);
        if (entry) entries.push(entry);
        else await cursor.delete();
      }
      await tx.done;
      return entries;
    },

    /** Drops the entries the server has acknowledged; unknown ids are ignored. */
    async remove(ids: readonly string[]): Promise<void> {
      const tx = db.transaction('outbox', 'readwrite');
      const index = tx.store.index('byId');
      for (const id of ids) {
        const key = await index.getKey(id);
        if (key !== undefined) await tx.store.delete(key);
      }
      await tx.done;
    },

    count(): Promise<number> {
      return db.count('outbox');
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
