/**
 * server/sync/ owns the sync mailbox: a store of opaque ciphertext per store id (see
 * docs/sync-protocol.md), its two storages (SQLite, PostgreSQL), routes, limits and wake-ups.
 * This file: the one storage interface.
 */

export interface StoreInfo {
  /** SHA-256 of the store's write token, hex. */
  tokenHash: string;
  seq: number;
  /** What the store holds, counted as contract.ts's countedBytes counts it. */
  bytes: number;
  /** The last read or write, in milliseconds since the epoch (to the hour: see touch). */
  lastSeen: number;
}

/** A `stores` row as both storages read it. */
export function infoOf(row: Record<string, unknown>): StoreInfo {
  return {
    tokenHash: String(row.token_hash),
    seq: Number(row.seq),
    bytes: Number(row.bytes),
    lastSeen: Number(row.last_seen),
  };
}

export interface NewMessage {
  id: string;
  data: string;
}

export interface StoredMessage {
  seq: number;
  id: string;
  data: string;
}

/** A snapshot as a read names it: its parts are then read one at a time (snapshotPart). */
export interface SnapshotRef {
  id: string;
  upTo: number;
  parts: number;
}

/** One page of a read (docs/sync-protocol.md, «Reading»). */
export interface ReadPage {
  /** The next read's `after`: the store's seq unless `more`. */
  seq: number;
  snapshot: SnapshotRef | null;
  messages: StoredMessage[];
  more: boolean;
}

export interface SnapshotPart {
  id: string;
  upTo: number;
  part: number;
  parts: number;
  data: string;
}

export type AppendResult =
  { ok: true; seq: number } | { ok: false; error: 'not-found' | 'store-full' };

export type PartResult =
  | { ok: true; complete: boolean }
  | { ok: false; error: 'not-found' | 'store-full' | 'bad-request' };

/** Times are milliseconds since the epoch, passed in so tests can choose them. */
export interface SyncStorage {
  readonly kind: 'sqlite' | 'postgres';
  info(storeId: string): Promise<StoreInfo | undefined>;
  /** Creates the store bound to `tokenHash`; false when it already exists (then nothing changes). */
  create(storeId: string, tokenHash: string, now: number): Promise<boolean>;
  /**
   * Appends the messages whose ids the store does not hold yet, each with the next seq, unless
   * the store would then hold more than `maxBytes`. Touches last_seen.
   */
  append(
    storeId: string,
    messages: readonly NewMessage[],
    maxBytes: number,
    now: number,
  ): Promise<AppendResult>;
  /**
   * The snapshot rule (docs/sync-protocol.md): the snapshot alone when `after` is older than it,
   * else the messages after `after` up to `budget` counted bytes (at least one).
   */
  read(storeId: string, after: number, budget: number): Promise<ReadPage | undefined>;
  /** One part of a snapshot; undefined once that snapshot has been replaced or removed. */
  snapshotPart(storeId: string, snapshotId: string, part: number): Promise<string | undefined>;
  /**
   * Keeps one part; once every part of the snapshot is in, it replaces the older snapshot and the
   * messages it covers are deleted. Refused when the store would hold more than `maxBytes` once
   * compacted, or twice that meanwhile.
   */
  putSnapshotPart(storeId: string, part: SnapshotPart, maxBytes: number): Promise<PartResult>;
  /** False when there was no such store. */
  remove(storeId: string): Promise<boolean>;
  totalBytes(): Promise<number>;
  storeBytes(storeId: string): Promise<number | undefined>;
  /** Sets last_seen to `now` when it is older than `now - staleMs` (a read is not a write each time). */
  touch(storeId: string, now: number, staleMs: number): Promise<void>;
  /** Removes the stores last seen before `before`, and what they leave on disk; their number. */
  prune(before: number): Promise<number>;
  close(): Promise<void>;
}
