/** The sync API's failures, by the protocol's error codes (plus offline and server). */
export type SyncErrorCode =
  | 'bad-request'
  | 'no-token'
  | 'wrong-token'
  | 'not-found'
  | 'too-large'
  | 'store-full'
  | 'too-many-stores'
  | 'too-many-writes'
  | 'deployment-full'
  | 'offline'
  | 'server';

const CODES: ReadonlySet<string> = new Set<SyncErrorCode>([
  'bad-request',
  'no-token',
  'wrong-token',
  'not-found',
  'too-large',
  'store-full',
  'too-many-stores',
  'too-many-writes',
  'deployment-full',
]);

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

  constructor(code: SyncErrorCode, status: number | null = null) {
    super(`Sync request failed: ${code}`);
    this.code = code;
    this.status = status;
  }
}

/** The error an answer that is not OK means: the code its body names, else one by its status. */
export function errorOf(status: number, payload: unknown): SyncApiError {
  const code = (payload as { error?: unknown } | null)?.error;
  const known = typeof code === 'string' && CODES.has(code);
  return new SyncApiError(
    known ? (code as SyncErrorCode) : (BY_STATUS[status] ?? 'server'),
    status,
  );
}
