/** SQLite: one page of a read, and a snapshot's parts one at a time. */
import type { Database } from 'better-sqlite3';
import { countedBytes } from './contract.ts';
import { statements } from './sqliteSnapshot.ts';
import type { ReadPage, StoredMessage } from './store.ts';

/**
 * The page reader. Rows are stepped through and the statement is left once the budget is spent,
 * so a read costs what it brings, never the whole store (a 5 MiB store is some 20 pages).
 */
export function pageReader(db: Database) {
  const { get } = statements(db);
  const rows = db.prepare(
    'SELECT seq, msg_id, data FROM messages WHERE store_id = ? AND seq > ? ORDER BY seq',
  );
  const anyAfter = db.prepare('SELECT 1 FROM messages WHERE store_id = ? AND seq > ? LIMIT 1');

  return db.transaction((storeId: string, after: number, budget: number): ReadPage | undefined => {
    const store = get('SELECT seq FROM stores WHERE id = ?', storeId);
    if (!store) return undefined;
    const seq = Number(store.seq);
    const snap = get('SELECT snapshot_id, up_to, parts FROM snapshots WHERE store_id = ?', storeId);
    if (snap && after < Number(snap.up_to)) {
      // The snapshot is a page of its own: the messages after it come with the next read.
      const upTo = Number(snap.up_to);
      const more = anyAfter.get(storeId, upTo) !== undefined;
      const snapshot = { id: String(snap.snapshot_id), upTo, parts: Number(snap.parts) };
      return { seq: more ? upTo : seq, snapshot, messages: [], more };
    }
    const messages: StoredMessage[] = [];
    let used = 0;
    let more = false;
    for (const row of rows.iterate(storeId, after) as Iterable<Record<string, string | number>>) {
      const message = { seq: Number(row.seq), id: String(row.msg_id), data: String(row.data) };
      const cost = countedBytes(message.id, message.data);
      if (messages.length > 0 && used + cost > budget) {
        more = true;
        break;
      }
      messages.push(message);
      used += cost;
    }
    const last = messages.at(-1);
    return { seq: more && last ? last.seq : seq, snapshot: null, messages, more };
  });
}

export function partReader(db: Database) {
  const part = db.prepare(
    'SELECT data FROM snapshot_parts WHERE store_id = ? AND snapshot_id = ? AND part = ?',
  );
  return (storeId: string, snapshotId: string, index: number): string | undefined => {
    const row = part.get(storeId, snapshotId, index) as { data: string } | undefined;
    return row?.data;
  };
}
