/** The sync API's failures, by the protocol's error codes (plus offline and server). */
import { SYNC_ERROR_CODES, type SyncWireError } from '../../../server/sync/contract.ts';

export type SyncErrorCode = Exclude<SyncWireError, 'internal'> | 'offline' | 'server';

const CODES: ReadonlySet<string> = new Set<string>(
  SYNC_ERROR_CODES.filter((code) => code !== 'internal'),
);

/** By status, for an answer whose body names no code we know (a proxy's page, say). */
const BY_STATUS: Readonly<Record<number, SyncErrorCode>> = {
  400: 'bad-request',
  401: 'no-token',
  403: 'wrong-token',
  404: 'not-found',
  413: 'too-large',
  429: 'too-many-writes',
  507: 'deployment-full',
};

export class SyncApiError extends Error {
  override name = 'SyncApiError';
  readonly code: SyncErrorCode;
  readonly status: number | null;
  /** Seconds the server asked to wait (a 429's Retry-After), or null. */
  readonly retryAfter: number | null;

  constructor(code: SyncErrorCode, status: number | null = null, retryAfter: number | null = null) {
    super(`Sync request failed: ${code}`);
    this.code = code;
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

/** Retry-After in whole seconds (the server sends only those), or null. */
export function retryAfterOf(headers: Headers | undefined): number | null {
  const value = headers?.get('retry-after');
  return value && /^\d{1,6}$/.test(value) ? Number(value) : null;
}

/** The error an answer that is not OK means: the code its body names, else one by its status. */
export function errorOf(status: number, payload: unknown, headers?: Headers): SyncApiError {
  const code = (payload as { error?: unknown } | null)?.error;
  const known = typeof code === 'string' && CODES.has(code);
  return new SyncApiError(
    known ? (code as SyncErrorCode) : (BY_STATUS[status] ?? 'server'),
    status,
    retryAfterOf(headers),
  );
}
