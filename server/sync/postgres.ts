/** The shared storage: PostgreSQL when DATABASE_URL is set, for several instances at once. */
import pg from 'pg';
import type { PoolClient } from 'pg';
import { migrate } from './pgMigrations.ts';
import { putPartLocked } from './pgSnapshot.ts';
import type { StoredMessage, SyncStorage } from './store.ts';

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
      const [row] = await query('SELECT token_hash, seq, bytes FROM stores WHERE id = $1', [
        storeId,
      ]);
      return (
        row && { tokenHash: String(row.token_hash), seq: Number(row.seq), bytes: Number(row.bytes) }
      );
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
      return transaction(async (client) => {
        const store = await lockStore(client, storeId);
        if (!store) return { ok: false, error: 'not-found' };
        const held = await client.query<Row>(
          'SELECT msg_id FROM messages WHERE store_id = $1 AND msg_id = ANY($2::text[])',
          [storeId, messages.map((message) => message.id)],
        );
        const seen = new Set(held.rows.map((row) => String(row.msg_id)));
        const fresh = messages.filter((message) => !seen.has(message.id) && seen.add(message.id));
        const added = fresh.reduce((total, message) => total + message.data.length, 0);
        if (store.bytes + added > maxBytes) return { ok: false, error: 'store-full' };
        if (fresh.length > 0)
          await client.query(
            `INSERT INTO messages (store_id, seq, msg_id, data)
             SELECT $1, $2::bigint + t.ord, t.id, t.data
             FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS t(id, data, ord)
             ON CONFLICT DO NOTHING`,
            [storeId, store.seq, fresh.map((m) => m.id), fresh.map((m) => m.data)],
          );
        await client.query(
          'UPDATE stores SET seq = seq + $2, bytes = bytes + $3, last_seen = $4 WHERE id = $1',
          [storeId, fresh.length, added, now],
        );
        return { ok: true, seq: store.seq + fresh.length };
      });
    },
    read(storeId, after) {
      // One snapshot of the database: a compaction meanwhile cannot tear the answer.
      return transaction(async (client) => {
        const one = async (sql: string, args: unknown[]) =>
          (await client.query<Row>(sql, args)).rows;
        const [store] = await one('SELECT seq FROM stores WHERE id = $1', [storeId]);
        if (!store) return undefined;
        const [snap] = await one('SELECT snapshot_id, up_to FROM snapshots WHERE store_id = $1', [
          storeId,
        ]);
        const upTo = snap ? Number(snap.up_to) : 0;
        const withSnapshot = snap !== undefined && after < upTo;
        const messages = (
          await one(
            'SELECT seq, msg_id, data FROM messages WHERE store_id = $1 AND seq > $2 ORDER BY seq',
            [storeId, withSnapshot ? upTo : after],
          )
        ).map((row): StoredMessage => ({
          seq: Number(row.seq),
          id: String(row.msg_id),
          data: String(row.data),
        }));
        const parts = withSnapshot
          ? (
              await one(
                'SELECT data FROM snapshot_parts WHERE store_id = $1 AND snapshot_id = $2 ORDER BY part',
                [storeId, snap.snapshot_id],
              )
            ).map((row) => String(row.data))
          : [];
        return {
          seq: Number(store.seq),
          snapshot: withSnapshot ? { upTo, parts } : null,
          messages,
        };
      }, 'ISOLATION LEVEL REPEATABLE READ READ ONLY');
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
      return (await query('DELETE FROM stores WHERE last_seen < $1 RETURNING id', [before])).length;
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
