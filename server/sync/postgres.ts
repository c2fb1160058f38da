/** The shared storage: PostgreSQL when DATABASE_URL is set, for several instances at once. */
import pg from 'pg';
import type { PoolClient } from 'pg';
import { countedBytes } from './contract.ts';
import { migrate } from './pgMigrations.ts';
import { readPage } from './pgRead.ts';
import { putPartLocked } from './pgSnapshot.ts';
import { infoOf, type SyncStorage } from './store.ts';

type Row = Record<string, string | number | null>;

/** Connects, migrates, and answers; rejects when the database cannot be reached or migrated. */
export async function openPostgresStorage(
  url: string,
  onError: (error: Error) => void = () => undefined,
): Promise<SyncStorage> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that breaks must not take the process down: the next query reconnects.
  pool.on('error', onError);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const query = async (sql: string, args: unknown[] = []) =>
    (await pool.query<Row>(sql, args)).rows;

  async function transaction<T>(work: (client: PoolClient) => Promise<T>, mode = ''): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query(`BEGIN ${mode}`);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** The store's row, locked until the transaction ends: its writers take turns. */
  async function lockStore(client: PoolClient, storeId: string) {
    const rows = await client.query<Row>('SELECT seq, bytes FROM stores WHERE id = $1 FOR UPDATE', [
      storeId,
    ]);
    const row = rows.rows[0];
    return row && { seq: Number(row.seq), bytes: Number(row.bytes) };
  }

  return {
    kind: 'postgres',
    async info(storeId) {
      const [row] = await query(
        'SELECT token_hash, seq, bytes, last_seen FROM stores WHERE id = $1',
        [storeId],
      );
      return row && infoOf(row);
    },
    async create(storeId, tokenHash, now) {
      const rows = await query(
        `INSERT INTO stores (id, token_hash, created_at, last_seen) VALUES ($1, $2, $3, $3)
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [storeId, tokenHash, now],
      );
      return rows.length > 0;
    },
    append(storeId, messages, maxBytes, now) {
      // Four round trips (BEGIN, lock and look, write, COMMIT): under load a connection of the
      // pool is the scarce thing, and each trip holds one.
      return transaction(async (client) => {
        const ids = messages.map((message) => message.id);
        const [store] = (
          await client.query<Row & { held: string[] | null }>(
            `SELECT seq, bytes,
               (SELECT array_agg(msg_id) FROM messages WHERE store_id = $1 AND msg_id = ANY($2::text[])) AS held
             FROM stores WHERE id = $1 FOR UPDATE`,
            [storeId, ids],
          )
        ).rows;
        if (!store) return { ok: false, error: 'not-found' };
        const seq = Number(store.seq);
        const seen = new Set(store.held ?? []);
        const fresh = messages.filter((message) => !seen.has(message.id) && seen.add(message.id));
        const added = fresh.reduce((total, m) => total + countedBytes(m.id, m.data), 0);
        if (Number(store.bytes) + added > maxBytes) return { ok: false, error: 'store-full' };
        await client.query(
          `WITH added AS (
             INSERT INTO messages (store_id, seq, msg_id, data)
             SELECT $1, $2::bigint + t.ord, t.id, t.data
             FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS t(id, data, ord)
             ON CONFLICT DO NOTHING
           )
           UPDATE stores SET seq = seq + $5, bytes = bytes + $6, last_seen = $7 WHERE id = $1`,
          [
            storeId,
            seq,
            fresh.map((m) => m.id),
            fresh.map((m) => m.data),
            fresh.length,
            added,
            now,
          ],
        );
        return { ok: true, seq: seq + fresh.length };
      });
    },
    read(storeId, after, budget) {
      return readPage(query, storeId, after, budget);
    },
    async snapshotPart(storeId, snapshotId, part) {
      const [row] = await query(
        'SELECT data FROM snapshot_parts WHERE store_id = $1 AND snapshot_id = $2 AND part = $3',
        [storeId, snapshotId, part],
      );
      return row ? String(row.data) : undefined;
    },
    putSnapshotPart(storeId, part, maxBytes) {
      return transaction(async (client) => {
        const store = await lockStore(client, storeId);
        if (!store) return { ok: false, error: 'not-found' };
        return putPartLocked(client, storeId, store, part, maxBytes);
      });
    },
    async remove(storeId) {
      return (await query('DELETE FROM stores WHERE id = $1 RETURNING id', [storeId])).length > 0;
    },
    async totalBytes() {
      const [row] = await query('SELECT COALESCE(SUM(bytes), 0) AS n FROM stores');
      return Number(row?.n ?? 0);
    },
    async storeBytes(storeId) {
      const [row] = await query('SELECT bytes FROM stores WHERE id = $1', [storeId]);
      return row && Number(row.bytes);
    },
    async touch(storeId, now, staleMs) {
      await query('UPDATE stores SET last_seen = $2 WHERE id = $1 AND last_seen < $3', [
        storeId,
        now,
        now - staleMs,
      ]);
    },
    async prune(before) {
      const removed = await query('DELETE FROM stores WHERE last_seen < $1 RETURNING id', [before]);
      // The removed rows' space is made free for reuse, as SQLite's secure_delete and checkpoint
      // do for its file (docs/security.md); outside a transaction, as VACUUM must be.
      await query('VACUUM stores, messages, snapshots, snapshot_parts');
      return removed.length;
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
