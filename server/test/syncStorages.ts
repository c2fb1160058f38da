import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SyncOptions } from '../app.ts';
import { tokenHash } from '../sync/auth.ts';
import { openPostgresStorage } from '../sync/postgres.ts';
import { openSqliteStorage } from '../sync/sqlite.ts';
import { READ_PAGE_BYTES } from '../sync/contract.ts';
import type { SnapshotPart, SyncStorage } from '../sync/store.ts';
import { buildTestApp } from './helpers.ts';
import { startTestPostgres, type TestPostgres } from './postgresServer.ts';

export const STORAGE_KINDS = ['sqlite', 'postgres'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

export interface TestStorage {
  storage: SyncStorage;
  /** The database's URL (PostgreSQL) or file (SQLite). */
  where: string;
  /** Another storage on the same data (closed when the test ends). */
  open(): Promise<SyncStorage>;
  /** Every byte the database keeps: the SQLite files, or a pg_dump. */
  bytes(): Buffer;
}

export interface SyncStorages {
  /** A new, empty storage, closed (and its files removed) when the test ends. */
  fresh(): Promise<TestStorage>;
  /** A demo app with the sync routes on a fresh() storage; both closed when the test ends. */
  freshApp(sync?: Omit<SyncOptions, 'storage'>): Promise<FastifyInstance>;
}

/**
 * Storages of `kind` for the describe block it is called in: for PostgreSQL a throwaway cluster is
 * started before its tests (failing them, not skipping, without PostgreSQL) and stopped after.
 */
export function useSyncStorage(kind: StorageKind): SyncStorages {
  let cluster: TestPostgres | undefined;
  if (kind === 'postgres') {
    beforeAll(async () => {
      cluster = await startTestPostgres();
    }, 120_000);
    afterAll(() => cluster?.stop());
  }
  const storages: SyncStorages = {
    async fresh() {
      const opened: SyncStorage[] = [];
      onTestFinished(async () => {
        for (const storage of opened) await storage.close();
      });
      if (kind === 'sqlite') {
        const dir = mkdtempSync(join(tmpdir(), 'filmoteka-sync-'));
        onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
        const file = join(dir, 'sync.sqlite');
        const open = async () => {
          const storage = openSqliteStorage(file);
          opened.push(storage);
          return storage;
        };
        const bytes = () =>
          Buffer.concat(readdirSync(dir).map((name) => readFileSync(join(dir, name))));
        return { storage: await open(), where: file, open, bytes };
      }
      if (!cluster) throw new Error('the PostgreSQL cluster did not start');
      const server = cluster;
      const url = await server.createDatabase();
      const open = async () => {
        const storage = await openPostgresStorage(url);
        opened.push(storage);
        return storage;
      };
      return { storage: await open(), where: url, open, bytes: () => server.dump(url) };
    },
    async freshApp(sync = {}) {
      return syncApp((await storages.fresh()).storage, sync);
    },
  };
  return storages;
}

/** A client's store: its id and token as the protocol derives them (here simply random). */
export interface TestStore {
  id: string;
  token: string;
  hash: string;
  auth: { authorization: string };
}

export function newStore(): TestStore {
  const id = randomBytes(16).toString('base64url');
  const token = randomBytes(32).toString('base64url');
  return { id, token, hash: tokenHash(token), auth: { authorization: `Bearer ${token}` } };
}

/** Random base64url ciphertext of `chars` characters. */
export function cipher(chars: number): string {
  return randomBytes(Math.ceil((chars * 3) / 4) + 3)
    .toString('base64url')
    .slice(0, chars);
}

export const storeUrl = (store: TestStore, tail = '') => `/api/sync/v1/stores/${store.id}${tail}`;

/** POSTs messages to the store through `app`. */
export function send(
  app: FastifyInstance,
  store: TestStore,
  messages: { id: string; data: string }[],
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: storeUrl(store, '/messages'),
    headers: { ...store.auth, ...headers },
    payload: { messages },
  });
}

/** PUTs one part of a snapshot to the store through `app`. */
export function putSnapshot(app: FastifyInstance, store: TestStore, part: SnapshotPart) {
  return app.inject({
    method: 'PUT',
    url: storeUrl(store, '/snapshot'),
    headers: store.auth,
    payload: part,
  });
}

/** A demo app with the sync routes on `storage`; closed when the test ends. */
export function syncApp(storage: SyncStorage, sync: Omit<SyncOptions, 'storage'> = {}) {
  return buildTestApp({ sync: { storage, ...sync } });
}

/** One read of the storage with its snapshot's parts read too, as the read's answer sends them. */
export async function readWhole(storage: SyncStorage, storeId: string, after: number) {
  const page = await storage.read(storeId, after, READ_PAGE_BYTES);
  if (!page) return undefined;
  const { snapshot, ...rest } = page;
  if (!snapshot) return { ...rest, snapshot: null };
  const parts: string[] = [];
  for (let part = 0; part < snapshot.parts; part++)
    parts.push((await storage.snapshotPart(storeId, snapshot.id, part)) ?? '');
  return { ...rest, snapshot: { upTo: snapshot.upTo, parts } };
}
