/** The embedded storage: one SQLite file (WAL), the default when DATABASE_URL is not set. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { countedBytes } from './contract.ts';
import { pageReader, partReader } from './sqliteRead.ts';
import { COUNTED_SQL, snapshotPartWriter, statements } from './sqliteSnapshot.ts';
import { infoOf, type NewMessage, type SyncStorage } from './store.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS stores (
  id TEXT PRIMARY KEY, token_hash TEXT NOT NULL, created_at INTEGER NOT NULL,
  last_seen INTEGER NOT NULL, bytes INTEGER NOT NULL DEFAULT 0, seq INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS stores_last_seen ON stores (last_seen);
CREATE TABLE IF NOT EXISTS messages (
  store_id TEXT NOT NULL, seq INTEGER NOT NULL, msg_id TEXT NOT NULL, data TEXT NOT NULL,
  PRIMARY KEY (store_id, seq), UNIQUE (store_id, msg_id));
CREATE TABLE IF NOT EXISTS snapshots (
  store_id TEXT PRIMARY KEY, snapshot_id TEXT NOT NULL, up_to INTEGER NOT NULL, parts INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS snapshot_parts (
  store_id TEXT NOT NULL, snapshot_id TEXT NOT NULL, up_to INTEGER NOT NULL, part INTEGER NOT NULL,
  parts INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (store_id, snapshot_id, part));
`;

export const WAL_LIMIT_BYTES = 5 * 1024 * 1024;

/** Opens (and creates) the SQLite file at `file`; `:memory:` is not for production. */
export function openSqliteStorage(file: string): SyncStorage {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  // A deleted row's bytes are overwritten, not left in free pages (docs/security.md).
  db.pragma('secure_delete = ON');
  // The WAL is emptied into the file every 1,000 pages (4 MiB); one a long write grew past this
  // is cut back to it, so the disk holds the file plus at most this.
  db.pragma(`journal_size_limit = ${WAL_LIMIT_BYTES}`);
  db.exec(SCHEMA);
  recountOnce(db);

  const { get, all, run, num } = statements(db);

  const append = db.transaction(
    (storeId: string, messages: readonly NewMessage[], max: number, now: number) => {
      const store = get('SELECT seq, bytes FROM stores WHERE id = ?', storeId);
      if (!store) return { ok: false as const, error: 'not-found' as const };
      let seq = Number(store.seq);
      let bytes = Number(store.bytes);
      const insert = db.prepare(
        'INSERT OR IGNORE INTO messages (store_id, seq, msg_id, data) VALUES (?, ?, ?, ?)',
      );
      for (const message of messages) {
        if (insert.run(storeId, seq + 1, message.id, message.data).changes === 0) continue;
        seq += 1;
        bytes += countedBytes(message.id, message.data);
      }
      if (bytes > max) throw new StoreFull();
      run(
        'UPDATE stores SET seq = ?, bytes = ?, last_seen = ? WHERE id = ?',
        seq,
        bytes,
        now,
        storeId,
      );
      return { ok: true as const, seq };
    },
  );

  const read = pageReader(db);
  const part = partReader(db);

  const putPart = snapshotPartWriter(db);

  const remove = db.transaction((storeId: string) => {
    for (const table of ['messages', 'snapshots', 'snapshot_parts'])
      run(`DELETE FROM ${table} WHERE store_id = ?`, storeId);
    return run('DELETE FROM stores WHERE id = ?', storeId).changes > 0;
  });
  // secure_delete zeroes the rows in the database's pages; the WAL still holds their earlier
  // versions until it is checkpointed and emptied.
  const emptyWal = () => db.pragma('wal_checkpoint(TRUNCATE)');

  return {
    kind: 'sqlite',
    async info(storeId) {
      const row = get('SELECT token_hash, seq, bytes, last_seen FROM stores WHERE id = ?', storeId);
      return row && infoOf(row);
    },
    async create(storeId, tokenHash, now) {
      const sql =
        'INSERT OR IGNORE INTO stores (id, token_hash, created_at, last_seen) VALUES (?, ?, ?, ?)';
      return run(sql, storeId, tokenHash, now, now).changes > 0;
    },
    async append(storeId, messages, maxBytes, now) {
      try {
        return append(storeId, messages, maxBytes, now);
      } catch (error) {
        if (error instanceof StoreFull) return { ok: false, error: 'store-full' };
        throw error;
      }
    },
    async read(storeId, after, budget) {
      return read(storeId, after, budget);
    },
    async snapshotPart(storeId, snapshotId, index) {
      return part(storeId, snapshotId, index);
    },
    async putSnapshotPart(storeId, part, maxBytes) {
      return putPart(storeId, part, maxBytes);
    },
    async remove(storeId) {
      const removed = remove(storeId);
      emptyWal();
      return removed;
    },
    async totalBytes() {
      return num('SELECT COALESCE(SUM(bytes), 0) AS n FROM stores');
    },
    async storeBytes(storeId) {
      const row = get('SELECT bytes FROM stores WHERE id = ?', storeId);
      return row && Number(row.bytes);
    },
    async touch(storeId, now, staleMs) {
      run(
        'UPDATE stores SET last_seen = ? WHERE id = ? AND last_seen < ?',
        now,
        storeId,
        now - staleMs,
      );
    },
    async prune(before) {
      const ids = all('SELECT id FROM stores WHERE last_seen < ?', before).map((row) =>
        String(row.id),
      );
      for (const id of ids) remove(id);
      if (ids.length > 0) emptyWal();
      return ids.length;
    },
    async close() {
      if (db.open) db.close();
    },
  };
}

/**
 * Databases written before ids and rows were counted (user_version 0) have their stores' bytes
 * counted again, once.
 */
function recountOnce(db: Database.Database): void {
  if (Number(db.pragma('user_version', { simple: true })) >= 1) return;
  db.transaction(() => {
    db.exec(`UPDATE stores SET bytes = ${COUNTED_SQL}`);
    db.pragma('user_version = 1');
  })();
}

/** Thrown inside the append transaction so that it rolls back. */
class StoreFull extends Error {}
