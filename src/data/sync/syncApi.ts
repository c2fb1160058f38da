import {
  MAX_WAIT_SECONDS,
  SYNC_API_BASE,
  type PulledMessage,
  type ReadAnswer,
  type SnapshotPart,
  type WireMessage,
} from '../../../server/sync/contract.ts';
import type { SyncSecrets } from './crypto';
import { SyncApiError, errorOf, retryAfterOf } from './syncApiError';

export { SyncApiError, type SyncErrorCode } from './syncApiError';
export type { PulledMessage, SnapshotPart };

/** The sync server's HTTP API, protocol v1; what goes over it is ciphertext (crypto.ts). */
export const SYNC_BASE = SYNC_API_BASE;
/** How long a request may take beyond the long-poll wait before it counts as offline. */
const MARGIN_MS = 20_000;

export type StoreAccess = Pick<SyncSecrets, 'storeId' | 'token'>;

export type SyncMessage = WireMessage;

/** A read's answer; `more` always said, and how long the server asks to wait before polling again. */
export interface PullAnswer extends ReadAnswer {
  more: boolean;
  /** Seconds, when the server would not hold this poll (its share of polls was taken). */
  retryAfter: number | null;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

async function call(access: StoreAccess, { method, path, body, signal, timeoutMs }: Call) {
  const url = new URL(`${SYNC_BASE}stores/${access.storeId}${path}`, globalThis.location?.href);
  const timeout = AbortSignal.timeout(timeoutMs ?? MARGIN_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      signal: combined,
      credentials: 'omit',
      cache: 'no-store',
      headers: {
        Authorization: `Bearer ${access.token}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    text = await response.text();
  } catch (error) {
    // The caller's own abort is theirs to see as such; a time-out or a failed fetch is offline.
    if (signal?.aborted) throw signal.reason ?? error;
    throw new SyncApiError('offline');
  }
  let payload: unknown = null;
  try {
    if (text !== '') payload = JSON.parse(text) as unknown;
  } catch {
    if (response.ok) throw new SyncApiError('server', response.status);
  }
  if (!response.ok) throw errorOf(response.status, payload, response.headers);
  return { payload, retryAfter: retryAfterOf(response.headers) };
}

const isSeq = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';

function fail(): never {
  throw new SyncApiError('server');
}

function readPull(payload: unknown, retryAfter: number | null): PullAnswer {
  const { seq, snapshot, messages, more = false } = (payload ?? {}) as Record<string, unknown>;
  if (!isSeq(seq) || !Array.isArray(messages) || typeof more !== 'boolean') fail();
  const read = messages.map((message: unknown): PulledMessage => {
    const { seq: at, id, data } = (message ?? {}) as Record<string, unknown>;
    return isSeq(at) && isText(id) && isText(data) ? { seq: at, id, data } : fail();
  });
  const answer = { seq, messages: read, more, retryAfter };
  if (snapshot === null) return { ...answer, snapshot: null };
  const { upTo, parts } = (snapshot ?? {}) as Record<string, unknown>;
  if (!isSeq(upTo) || !Array.isArray(parts) || !parts.every(isText)) fail();
  return { ...answer, snapshot: { upTo, parts } };
}

/**
 * One page of what the store holds after `after`: the snapshot when `after` is older than the
 * last one, else the messages since, as many as the server's page holds (`more` says if there are
 * others; the next `after` is `seq`). With nothing new the server holds the request up to
 * `waitSeconds` (0–25).
 */
export async function pull(
  access: StoreAccess,
  after: number,
  waitSeconds: number,
  signal?: AbortSignal,
): Promise<PullAnswer> {
  const wait = Math.min(Math.max(Math.floor(waitSeconds), 0), MAX_WAIT_SECONDS);
  const path = `?after=${Math.max(0, Math.floor(after))}&wait=${wait}`;
  const timeoutMs = wait * 1000 + MARGIN_MS;
  const { payload, retryAfter } = await call(access, { method: 'GET', path, signal, timeoutMs });
  return readPull(payload, retryAfter);
}

/**
 * Everything the store holds after `after`, page after page, as one answer: the snapshot of the
 * first page if it brought one, every message since, and the seq the last page brought.
 */
export async function pullAll(access: StoreAccess, after: number): Promise<PullAnswer> {
  let answer = await pull(access, after, 0);
  while (answer.more) {
    const next = await pull(access, answer.seq, 0);
    answer = {
      ...next,
      snapshot: answer.snapshot,
      messages: [...answer.messages, ...next.messages],
    };
  }
  return answer;
}

/** Sends 1–100 messages; the store's seq after them. A message id already stored is ignored. */
export async function push(
  access: StoreAccess,
  messages: readonly SyncMessage[],
  signal?: AbortSignal,
): Promise<number> {
  const body = { messages: messages.map(({ id, data }) => ({ id, data })) };
  const { payload } = await call(access, { method: 'POST', path: '/messages', body, signal });
  const { seq } = (payload ?? {}) as { seq?: unknown };
  return isSeq(seq) ? seq : fail();
}

/** Sends one part of a snapshot; true once every part of it is in (the store is compacted). */
export async function putSnapshot(
  access: StoreAccess,
  part: SnapshotPart,
  signal?: AbortSignal,
): Promise<boolean> {
  const body = { ...part };
  const { payload } = await call(access, { method: 'PUT', path: '/snapshot', body, signal });
  const { complete } = (payload ?? {}) as { complete?: unknown };
  return typeof complete === 'boolean' ? complete : fail();
}

/** Deletes the store and all it holds. */
export async function deleteStore(access: StoreAccess, signal?: AbortSignal): Promise<void> {
  await call(access, { method: 'DELETE', path: '', signal });
}

/** A snapshot's ciphertext cut into the parts the protocol sends (at most 60,000 characters). */
export function snapshotParts(id: string, upTo: number, data: string, size = 60_000) {
  const count = Math.max(1, Math.ceil(data.length / size));
  return Array.from({ length: count }, (_, part): SnapshotPart => ({
    id,
    upTo,
    part,
    parts: count,
    data: data.slice(part * size, (part + 1) * size),
  }));
}
