/**
 * The IndexedDB database `filmoteka-data`: the visitor's synced data on this device.
 *
 * - `outbox` (auto-increment key, so oldest first; index `byId` on `id`): local edits not yet
 *   pushed, each `{ id, fragment }`. `id` is the message id sent to the server (random, base64url,
 *   22 characters), so sending an entry again is harmless; `fragment` is a CollectionState
 *   fragment (collection.ts) as changesBetween made it.
 * - `meta` (out-of-line keys): single values —
 *   `device` the device id (hlc.ts, 11 characters); `clock` the clock's last stamp (a Stamp);
 *   `state` the full merged CollectionState, every edit of this device and every message seen;
 *   `key` the sync key (43 characters) while sync is on; `cursor` the server's last seq read;
 *   `stale` true while localStorage refuses the favorites (full): `state` is then the newer copy,
 *   and the next start takes the favorites from it.
 *
 * What is read back is checked as untrusted (outbox.ts, syncMeta.ts): another version of the app, or
 * another program, may have written it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CollectionState } from './collection';
import type { Stamp } from './hlc';
import { DATA_DB } from '../storage/durableCopy';

export { DATA_DB };

const DB_VERSION = 1;

export interface OutboxEntry {
  id: string;
  fragment: CollectionState;
}

export interface SyncMeta {
  device: string;
  clock: Stamp;
  state: CollectionState;
  key: string;
  cursor: number;
  stale: boolean;
}

export interface DataDbSchema extends DBSchema {
  outbox: { key: number; value: OutboxEntry; indexes: { byId: string } };
  meta: { key: keyof SyncMeta; value: unknown };
}

export type DataDb = IDBPDatabase<DataDbSchema>;

export function openDataDb(name = DATA_DB): Promise<DataDb> {
  return openDB<DataDbSchema>(name, DB_VERSION, {
    upgrade(db) {
      const outbox = db.createObjectStore('outbox', { autoIncrement: true });
      outbox.createIndex('byId', 'id', { unique: true });
      db.createObjectStore('meta');
    },
  });
}
