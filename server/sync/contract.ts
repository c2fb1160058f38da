/**
 * The sync protocol's wire contract (docs/sync-protocol.md), shared by the server and the client's
 * TypeScript project: shapes, limits and error codes. It imports nothing, so either side can read it.
 */

export const SYNC_API_BASE = '/api/sync/v1/';

/** Store ids, message and snapshot ids, ciphertext: base64url text. */
export const STORE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const ITEM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const DATA_PATTERN = /^[A-Za-z0-9_-]*$/;
/** `after` and `wait` are plain decimal numbers: no sign, exponent, hex or leading zero. */
export const DECIMAL_PATTERN = /^(0|[1-9][0-9]{0,15})$/;

export const MAX_WAIT_SECONDS = 25;
export const MAX_MESSAGES_PER_REQUEST = 100;
/** Ciphertext characters in one request (messages or one snapshot part). */
export const MAX_REQUEST_CHARS = 64 * 1024;
export const MAX_SNAPSHOT_PARTS = 100;
/** Bytes one store may hold, counted as `countedBytes` counts them. */
export const MAX_STORE_BYTES = 5 * 1024 * 1024;
/** What a row costs beside its text (keys, seq, index entries): counted toward every cap. */
export const ROW_OVERHEAD_BYTES = 64;
/** Messages in one read answer stop once their counted bytes pass this (see ReadAnswer.more). */
export const READ_PAGE_BYTES = 256 * 1024;

/** What a message or snapshot part counts toward its store's cap and the deployment's. */
export function countedBytes(id: string, data: string): number {
  return id.length + data.length + ROW_OVERHEAD_BYTES;
}

export interface WireMessage {
  id: string;
  data: string;
}

export interface PulledMessage extends WireMessage {
  seq: number;
}

export interface ReadAnswer {
  /**
   * Where this answer brings the reader: the next read's `after`. The store's seq unless `more`
   * is true (then the seq of the last message brought, or the snapshot's upTo).
   */
  seq: number;
  snapshot: { upTo: number; parts: string[] } | null;
  messages: PulledMessage[];
  /** Present and true when the store holds more after `seq`: read again at once. */
  more?: boolean;
}

export interface MessagesBody {
  messages: WireMessage[];
}

export interface SnapshotPart {
  id: string;
  upTo: number;
  part: number;
  parts: number;
  data: string;
}

export const SYNC_ERROR_CODES = [
  'bad-request',
  'no-token',
  'wrong-token',
  'not-found',
  'too-large',
  'store-full',
  'too-many-stores',
  'too-many-writes',
  'too-many-reads',
  'deployment-full',
  'internal',
] as const;

export type SyncWireError = (typeof SYNC_ERROR_CODES)[number];

/** Every refusal's body. A 429 carries `Retry-After` (seconds) too. */
export interface ErrorBody {
  error: SyncWireError;
}

/** The status each code is sent with. */
export const STATUS_OF: Readonly<Record<SyncWireError, number>> = {
  'bad-request': 400,
  'no-token': 401,
  'wrong-token': 403,
  'not-found': 404,
  'too-large': 413,
  'store-full': 413,
  'too-many-stores': 429,
  'too-many-writes': 429,
  'too-many-reads': 429,
  'deployment-full': 507,
  internal: 500,
};
