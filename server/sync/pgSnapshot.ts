/** PostgreSQL: one snapshot part kept, and the compaction once the snapshot is whole. */
import type { PoolClient } from 'pg';
import { ROW_OVERHEAD_BYTES, countedBytes } from './contract.ts';
import type { PartResult, SnapshotPart } from './store.ts';

/** A row's counted bytes in SQL (contract.ts's countedBytes). */
const rowBytes = (id: string) =>
  `COALESCE(SUM(octet_length(${id}) + octet_length(data) + ${ROW_OVERHEAD_BYTES}), 0)`;

/** The counted bytes of the store whose id is `stores.id`, in SQL. */
export const PG_COUNTED_SQL = `
  (SELECT ${rowBytes('msg_id')} FROM messages WHERE store_id = stores.id) +
  (SELECT ${rowBytes('snapshot_id')} FROM snapshot_parts WHERE store_id = stores.id)`;

const sum = async (client: PoolClient, sql: string, args: unknown[]) =>
  Number((await client.query<{ n: string }>(sql, args)).rows[0]?.n ?? 0);

/** Runs inside a transaction that holds the store's row lock. */
export async function putPartLocked(
  client: PoolClient,
  storeId: string,
  store: { seq: number; bytes: number },
  p: SnapshotPart,
  max: number,
): Promise<PartResult> {
  if (p.upTo > store.seq) return { ok: false, error: 'bad-request' };
  const current = (
    await client.query<{ snapshot_id: string; up_to: string }>(
      'SELECT snapshot_id, up_to FROM snapshots WHERE store_id = $1',
      [storeId],
    )
  ).rows[0];
  if (current?.snapshot_id === p.id) return { ok: true, complete: true };
  const sibling = (
    await client.query<{ up_to: string; parts: number }>(
      'SELECT up_to, parts FROM snapshot_parts WHERE store_id = $1 AND snapshot_id = $2 LIMIT 1',
      [storeId, p.id],
    )
  ).rows[0];
  if (sibling && (Number(sibling.up_to) !== p.upTo || sibling.parts !== p.parts))
    return { ok: false, error: 'bad-request' };
  const held = await client.query(
    'SELECT 1 FROM snapshot_parts WHERE store_id = $1 AND snapshot_id = $2 AND part = $3',
    [storeId, p.id, p.part],
  );
  const cost = countedBytes(p.id, p.data);
  if (held.rowCount === 0) {
    const after =
      (await sum(
        client,
        `SELECT ${rowBytes('msg_id')} AS n FROM messages WHERE store_id = $1 AND seq > $2`,
        [storeId, p.upTo],
      )) +
      (await sum(
        client,
        `SELECT ${rowBytes('snapshot_id')} AS n FROM snapshot_parts WHERE store_id = $1 AND snapshot_id = $2`,
        [storeId, p.id],
      )) +
      cost;
    if (after > max || store.bytes + cost > 2 * max) return { ok: false, error: 'store-full' };
    await client.query(
      `INSERT INTO snapshot_parts (store_id, snapshot_id, up_to, part, parts, data)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [storeId, p.id, p.upTo, p.part, p.parts, p.data],
    );
    await client.query('UPDATE stores SET bytes = bytes + $2 WHERE id = $1', [storeId, cost]);
  }
  const count = await sum(
    client,
    'SELECT COUNT(*) AS n FROM snapshot_parts WHERE store_id = $1 AND snapshot_id = $2',
    [storeId, p.id],
  );
  if (count < p.parts) return { ok: true, complete: false };
  if (current && Number(current.up_to) > p.upTo) {
    // A newer snapshot won meanwhile: this one would bring deleted messages back.
    await client.query('DELETE FROM snapshot_parts WHERE store_id = $1 AND snapshot_id = $2', [
      storeId,
      p.id,
    ]);
  } else {
    await client.query(
      'DELETE FROM snapshot_parts WHERE store_id = $1 AND snapshot_id <> $2 AND up_to <= $3',
      [storeId, p.id, p.upTo],
    );
    await client.query('DELETE FROM messages WHERE store_id = $1 AND seq <= $2', [storeId, p.upTo]);
    await client.query(
      `INSERT INTO snapshots (store_id, snapshot_id, up_to, parts) VALUES ($1, $2, $3, $4)
       ON CONFLICT (store_id) DO UPDATE SET snapshot_id = excluded.snapshot_id,
         up_to = excluded.up_to, parts = excluded.parts`,
      [storeId, p.id, p.upTo, p.parts],
    );
  }
  await client.query(`UPDATE stores SET bytes = ${PG_COUNTED_SQL} WHERE id = $1`, [storeId]);
  return { ok: true, complete: true };
}
