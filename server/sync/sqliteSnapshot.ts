/** SQLite: one snapshot part kept, and the compaction once the snapshot is whole. */
import type { Database } from 'better-sqlite3';
import { ROW_OVERHEAD_BYTES, countedBytes } from './contract.ts';
import type { PartResult, SnapshotPart } from './store.ts';

/** A row's counted bytes in SQL (contract.ts's countedBytes). */
const rowBytes = (id: string) =>
  `COALESCE(SUM(length(${id}) + length(data) + ${ROW_OVERHEAD_BYTES}), 0)`;

/** The counted bytes of the store whose id is `stores.id`, in SQL. */
export const COUNTED_SQL = `
  (SELECT ${rowBytes('msg_id')} FROM messages WHERE store_id = stores.id) +
  (SELECT ${rowBytes('snapshot_id')} FROM snapshot_parts WHERE store_id = stores.id)`;

type Row = Record<string, number | string>;

/** Short forms of better-sqlite3's prepare-and-run, typed for these tables. */
export function statements(db: Database) {
  const get = (sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as Row | undefined;
  return {
    get,
    all: (sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as Row[],
    run: (sql: string, ...args: unknown[]) => db.prepare(sql).run(...args),
    num: (sql: string, ...args: unknown[]) => Number(get(sql, ...args)?.n ?? 0),
  };
}

/** The part writer, one transaction each (see SyncStorage.putSnapshotPart). */
export function snapshotPartWriter(
  db: Database,
): (storeId: string, part: SnapshotPart, max: number) => PartResult {
  const { get, run, num } = statements(db);
  const recount = (storeId: string) =>
    run(`UPDATE stores SET bytes = ${COUNTED_SQL} WHERE id = ?`, storeId);

  return db.transaction((storeId: string, p: SnapshotPart, max: number) => {
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
    const cost = countedBytes(p.id, p.data);
    if (!held) {
      const after =
        num(
          `SELECT ${rowBytes('msg_id')} AS n FROM messages WHERE store_id = ? AND seq > ?`,
          storeId,
          p.upTo,
        ) +
        num(
          `SELECT ${rowBytes('snapshot_id')} AS n FROM snapshot_parts WHERE store_id = ? AND snapshot_id = ?`,
          storeId,
          p.id,
        ) +
        cost;
      if (after > max || Number(store.bytes) + cost > 2 * max)
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
      run('UPDATE stores SET bytes = bytes + ? WHERE id = ?', cost, storeId);
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
}
