/** The embedded storage: one SQLite file (WAL), the default when DATABASE_URL is not set. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { NewMessage, SnapshotPart, StoredMessage, SyncStorage } from './store.ts';

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

type Row = Record<string, number | string>;

/** Opens (and creates) the SQLite file at `file`; `:memory:` is not for production. */
export function openSqliteStorage(file: string): SyncStorage {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);

  const get = (sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as Row | undefined;
  const all = (sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as Row[];
  const run = (sql: string, ...args: unknown[]) => db.prepare(sql).run(...args);
  const num = (sql: string, ...args: unknown[]) => Number(get(sql, ...args)?.n ?? 0);

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
        bytes += message.data.length;
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

  const read = db.transaction((storeId: string, after: number) => {
    const store = get('SELECT seq FROM stores WHERE id = ?', storeId);
    if (!store) return undefined;
    const snap = get('SELECT snapshot_id, up_to FROM snapshots WHERE store_id = ?', storeId);
    const upTo = snap ? Number(snap.up_to) : 0;
    const withSnapshot = snap !== undefined && after < upTo;
    const from = withSnapshot ? upTo : after;
    const messages = all(
      'SELECT seq, msg_id, data FROM messages WHERE store_id = ? AND seq > ? ORDER BY seq',
      storeId,
      from,
    ).map((row): StoredMessage => ({
      seq: Number(row.seq),
      id: String(row.msg_id),
      data: String(row.data),
    }));
    const parts = withSnapshot
      ? all(
          'SELECT data FROM snapshot_parts WHERE store_id = ? AND snapshot_id = ? ORDER BY part',
          storeId,
          snap.snapshot_id,
        ).map((row) => String(row.data))
      : [];
    return { seq: Number(store.seq), snapshot: withSnapshot ? { upTo, parts } : null, messages };
  });

  const recount = (storeId: string) =>
    run(
      `UPDATE stores SET bytes =
         (SELECT COALESCE(SUM(length(data)), 0) FROM messages WHERE store_id = ?) +
         (SELECT COALESCE(SUM(length(data)), 0) FROM snapshot_parts WHERE store_id = ?)
       WHERE id = ?`,
      storeId,
      storeId,
      storeId,
    );

  const putPart = db.transaction((storeId: string, p: SnapshotPart, max: number) => {
    const store = get('SELECT seq, bytes FROM stores WHERE id = ?', storeId);
    if (!store) return { ok: false as const, error: 'not-found' as const };
    if (p.upTo > Number(store.seq)) return { ok: false as const, error: 'bad-request' as const };
    const current = get('SELECT snapshot_id, up_to FROM snapshots WHERE store_id = ?', storeId);
    if (current?.snapshot_id === p.id) return { ok: true as const, complete: true };
    const sibling = get(
      'SELECT up_to, parts FROM snapshot_parts WHERE store_id = ? AND snapshot_id = ? LIMIT 1',
      storeId,
      p.id,
    );
    if (sibling && (Number(sibling.up_to) !== p.upTo || Number(sibling.parts) !== p.parts))
      return { ok: false as const, error: 'bad-request' as const };
    const held = get(
      'SELECT 1 AS n FROM snapshot_parts WHERE store_id = ? AND snapshot_id = ? AND part = ?',
      storeId,
      p.id,
      p.part,
    );
    if (!held) {
      const after =
        num(
          'SELECT COALESCE(SUM(length(data)), 0) AS n FROM messages WHERE store_id = ? AND seq > ?',
          storeId,
          p.upTo,
        ) +
        num(
          'SELECT COALESCE(SUM(length(data)), 0) AS n FROM snapshot_parts WHERE store_id = ? AND snapshot_id = ?',
          storeId,
          p.id,
        ) +
        p.data.length;
      if (after > max || Number(store.bytes) + p.data.length > 2 * max)
        return { ok: false as const, error: 'store-full' as const };
      run(
        'INSERT INTO snapshot_parts (store_id, snapshot_id, up_to, part, parts, data) VALUES (?, ?, ?, ?, ?, ?)',
        storeId,
        p.id,
        p.upTo,
        p.part,
        p.parts,
        p.data,
      );
      run('UPDATE stores SET bytes = bytes + ? WHERE id = ?', p.data.length, storeId);
    }
    const count = num(
      'SELECT COUNT(*) AS n FROM snapshot_parts WHERE store_id = ? AND snapshot_id = ?',
      storeId,
      p.id,
    );
    if (count < p.parts) return { ok: true as const, complete: false };
    if (current && Number(current.up_to) > p.upTo) {
      // A newer snapshot won meanwhile: this one would bring deleted messages back.
      run('DELETE FROM snapshot_parts WHERE store_id = ? AND snapshot_id = ?', storeId, p.id);
    } else {
      run(
        'DELETE FROM snapshot_parts WHERE store_id = ? AND snapshot_id <> ? AND up_to <= ?',
        storeId,
        p.id,
        p.upTo,
      );
      run('DELETE FROM messages WHERE store_id = ? AND seq <= ?', storeId, p.upTo);
      run(
        `INSERT INTO snapshots (store_id, snapshot_id, up_to, parts) VALUES (?, ?, ?, ?)
         ON CONFLICT (store_id) DO UPDATE SET snapshot_id = excluded.snapshot_id,
           up_to = excluded.up_to, parts = excluded.parts`,
        storeId,
        p.id,
        p.upTo,
        p.parts,
      );
    }
    recount(storeId);
    return { ok: true as const, complete: true };
  });

  const remove = db.transaction((storeId: string) => {
    for (const table of ['messages', 'snapshots', 'snapshot_parts'])
      run(`DELETE FROM ${table} WHERE store_id = ?`, storeId);
    return run('DELETE FROM stores WHERE id = ?', storeId).changes > 0;
  });

  return {
    kind: 'sqlite',
    async info(storeId) {
      const row = get('SELECT token_hash, seq, bytes FROM stores WHERE id = ?', storeId);
      return (
        row && { tokenHash: String(row.token_hash), seq: Number(row.seq), bytes: Number(row.bytes) }
      );
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
    async read(storeId, after) {
      return read(storeId, after);
    },
    async putSnapshotPart(storeId, part, maxBytes) {
      return putPart(storeId, part, maxBytes);
    },
    async remove(storeId) {
      return remove(storeId);
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
      return ids.length;
    },
    async close() {
      if (db.open) db.close();
    },
  };
}

/** Thrown inside the append transaction so that it rolls back. */
class StoreFull extends Error {}
