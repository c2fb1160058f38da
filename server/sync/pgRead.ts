/** PostgreSQL: one page of a read (see SyncStorage.read). */
import { ROW_OVERHEAD_BYTES, countedBytes } from './contract.ts';
import type { ReadPage, StoredMessage } from './store.ts';

type Query = (sql: string, args?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * One statement, so one snapshot of the database: a compaction meanwhile cannot tear the answer.
 * The running total stops the rows at the budget in the database: a read never ships the store.
 * The row that would pass the budget comes too (`before <= budget`), and tells that there is more.
 */
export async function readPage(
  query: Query,
  storeId: string,
  after: number,
  budget: number,
): Promise<ReadPage | undefined> {
  const [row] = await query(
    `WITH snap AS (SELECT snapshot_id, up_to, parts FROM snapshots WHERE store_id = $1 AND up_to > $2)
     SELECT s.seq, snap.snapshot_id, snap.up_to, snap.parts,
       CASE WHEN snap.up_to IS NOT NULL THEN
         (SELECT json_agg(json_build_array(m.seq, '', '')) FROM
           (SELECT seq FROM messages WHERE store_id = $1 AND seq > snap.up_to LIMIT 1) m)
       ELSE
         (SELECT json_agg(json_build_array(p.seq, p.msg_id, p.data) ORDER BY p.seq) FROM
           (SELECT seq, msg_id, data,
              SUM(octet_length(msg_id) + octet_length(data) + ${ROW_OVERHEAD_BYTES}) OVER (ORDER BY seq)
                - (octet_length(msg_id) + octet_length(data) + ${ROW_OVERHEAD_BYTES}) AS before
            FROM messages WHERE store_id = $1 AND seq > $2) p
          WHERE p.before <= $3)
       END AS rows
     FROM stores s LEFT JOIN snap ON true WHERE s.id = $1`,
    [storeId, after, budget],
  );
  if (!row) return undefined;
  const seq = Number(row.seq);
  const rows = ((row.rows ?? []) as [number, string, string][]).map(
    ([at, id, data]): StoredMessage => ({ seq: Number(at), id, data }),
  );
  if (row.up_to !== null) {
    const upTo = Number(row.up_to);
    const more = rows.length > 0;
    const snapshot = { id: String(row.snapshot_id), upTo, parts: Number(row.parts) };
    return { seq: more ? upTo : seq, snapshot, messages: [], more };
  }
  const messages: StoredMessage[] = [];
  let used = 0;
  for (const message of rows) {
    const cost = countedBytes(message.id, message.data);
    if (messages.length > 0 && used + cost > budget) break;
    messages.push(message);
    used += cost;
  }
  const more = messages.length < rows.length;
  const last = messages.at(-1);
  return { seq: more && last ? last.seq : seq, snapshot: null, messages, more };
}
