/** Everything the server reads from the environment, read and checked in this one place. */
import { isIP } from 'node:net';
import type { SyncLimits } from './sync/limits.ts';

export type Mode = 'demo' | 'proxy';

export interface ProxySettings {
  apiKey: string;
  upstream: string;
  /** Upstream timeout; OMDb is usually well under a second. */
  timeoutMs: number;
  cacheMaxEntries: number;
  cacheTtlMs: number;
  /** Requests per IP per `rateLimitWindowMs` to /api/omdb/. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Set: the cache and the rate limit are shared by every instance through this Redis. */
  redisUrl?: string;
}

export type ServerConfig = ({ mode: 'demo' } | { mode: 'proxy'; proxy: ProxySettings }) & {
  /** The site's public address (`https://host[:port]`) for the film pages' absolute URLs. */
  publicOrigin?: string;
};

export interface ListenConfig {
  port: number;
  host: string;
  /** Whom to believe in X-Forwarded-For (behind a reverse proxy), so the rate limit sees real client IPs. */
  trustProxy: TrustProxy;
  /** Unset: quiet ("warn") in demo mode, request logs ("info") in proxy mode. */
  logLevel: string | undefined;
  /** How long a request may take to arrive, headers and body (see REQUEST_DEFAULTS). */
  requestTimeoutMs: number;
  /** Connections held at once; any more are closed as they come. */
  maxConnections: number;
}

/**
 * What one client can hold of the server. Node's own request time-out is 5 minutes and Fastify
 * turns it off; a body trickled a byte at a time would keep its connection for ever. 30 s is far
 * more than any request of ours needs (none has a body past a few bytes). The connection cap keeps
 * a flood of idle connections from using up the process's file descriptors (Redis and OMDb need
 * some too): keep it below `ulimit -n`.
 */
export const REQUEST_DEFAULTS = {
  requestTimeoutMs: 30_000,
  maxConnections: 1000,
} as const;

/**
 * Off, the number of reverse proxies in front of us (the client is that many hops from the right
 * of X-Forwarded-For), or the proxies' addresses and ranges. Never "trust all": then the client's
 * own leftmost X-Forwarded-For entry would choose its rate-limit key.
 */
export type TrustProxy = false | number | string[];

export const DEFAULT_UPSTREAM = 'https://www.omdbapi.com/';

export const PROXY_DEFAULTS: Omit<ProxySettings, 'apiKey' | 'upstream'> = {
  timeoutMs: 8000,
  cacheMaxEntries: 1000,
  cacheTtlMs: 60 * 60 * 1000,
  rateLimitMax: 120,
  rateLimitWindowMs: 60 * 1000,
};

type Env = Record<string, string | undefined>;

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function upstreamUrl(raw: string | undefined): string {
  const text = raw?.trim() || DEFAULT_UPSTREAM;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`OMDB_UPSTREAM must be an http(s) URL, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`OMDB_UPSTREAM must be an http(s) URL, got "${text}"`);
  }
  return url.href;
}

/**
 * A service's URL, which may hold a password: the trimmed text when its protocol is one of
 * `protocols`, undefined when unset, else `error`, which never repeats the URL.
 */
function serviceUrl(
  raw: string | undefined,
  protocols: readonly string[],
  error: string,
): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || !protocols.includes(url.protocol)) throw new Error(error);
  return text;
}

function redisUrl(raw: string | undefined): string | undefined {
  return serviceUrl(raw, ['redis:', 'rediss:'], 'REDIS_URL must be a redis:// or rediss:// URL');
}

/** An http(s) origin and nothing more: no path, query, fragment or credentials. */
function publicOrigin(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  const refuse = () =>
    new Error(`PUBLIC_ORIGIN must be an http(s) origin such as https://example.org, got "${text}"`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse();
  }
  // Credentials, a path, a query or a fragment all show in the href beyond `origin/`.
  if (!/^https?:$/.test(url.protocol) || url.href !== `${url.origin}/`) throw refuse();
  return url.origin;
}

export function readServerConfig(env: Env): ServerConfig {
  const apiKey = env.OMDB_API_KEY?.trim() ?? '';
  const origin = publicOrigin(env.PUBLIC_ORIGIN);
  const shared = origin ? { publicOrigin: origin } : {};
  if (apiKey === '') return { mode: 'demo', ...shared };
  return {
    ...shared,
    mode: 'proxy',
    proxy: {
      ...PROXY_DEFAULTS,
      apiKey,
      upstream: upstreamUrl(env.OMDB_UPSTREAM),
      rateLimitMax: wholeNumber(env, 'OMDB_RATE_LIMIT', PROXY_DEFAULTS.rateLimitMax, 1, 1_000_000),
      redisUrl: redisUrl(env.REDIS_URL),
    },
  };
}

/** proxy-addr's names for well-known ranges; none of them covers every address. */
const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function trustedAddress(item: string): boolean {
  if (TRUST_NAMES.has(item)) return true;
  const [address, prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  // A /0 range trusts every address: that is the "trust all" we refuse.
  return /^\d+$/.test(prefix) && bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

function trustProxy(raw: string | undefined): TrustProxy {
  const text = raw?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return wholeNumber({ TRUST_PROXY: text }, 'TRUST_PROXY', 0, 1, 100);
  const items = text.split(',').map((item) => item.trim());
  const refused = items.find((item) => !trustedAddress(item));
  if (refused !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a hop count (1, 2, …) or a comma-separated list of trusted proxy addresses or CIDR ranges, got "${refused}" (trusting every address would let a client choose its own IP)`,
    );
  }
  return items;
}

export interface SyncSettings {
  /** The SQLite file `sync.sqlite` lives here when DATABASE_URL is not set. */
  dataDir: string;
  /** Set: the sync stores live in this PostgreSQL database instead. */
  databaseUrl?: string;
  /** Past this much ciphertext in all, new stores are refused (existing ones keep working). */
  maxTotalMb: number;
  /** Set (in either mode): sync's wake-ups and limits are shared through this Redis. */
  redisUrl?: string;
  /** SYNC_NEW_STORES_PER_HOUR: overrides the new stores allowed per client IP an hour (tests). */
  newStoresPerIpPerHour?: number;
  /** SYNC_WRITES_PER_MINUTE: overrides the writes allowed per store a minute (load tests). */
  writesPerStorePerMinute?: number;
}

export const SYNC_DEFAULTS = { dataDir: './data', maxTotalMb: 1024 } as const;

function databaseUrl(raw: string | undefined): string | undefined {
  return serviceUrl(
    raw,
    ['postgres:', 'postgresql:'],
    'DATABASE_URL must be a postgres:// or postgresql:// URL',
  );
}

export function readSyncConfig(env: Env): SyncSettings {
  const database = databaseUrl(env.DATABASE_URL);
  const redis = redisUrl(env.REDIS_URL);
  const optional = (name: string) =>
    env[name]?.trim() ? wholeNumber(env, name, 1, 1, 100_000_000) : undefined;
  const newStores = optional('SYNC_NEW_STORES_PER_HOUR');
  const writes = optional('SYNC_WRITES_PER_MINUTE');
  return {
    dataDir: env.DATA_DIR?.trim() || SYNC_DEFAULTS.dataDir,
    maxTotalMb: wholeNumber(env, 'SYNC_MAX_TOTAL_MB', SYNC_DEFAULTS.maxTotalMb, 1, 100_000_000),
    ...(database && { databaseUrl: database }),
    ...(redis && { redisUrl: redis }),
    ...(newStores !== undefined && { newStoresPerIpPerHour: newStores }),
    ...(writes !== undefined && { writesPerStorePerMinute: writes }),
  };
}

/** The limits the settings override (the rest keep server/sync/limits.ts's defaults). */
export function syncLimitsOf(sync: SyncSettings): Partial<SyncLimits> {
  return {
    maxTotalBytes: sync.maxTotalMb * 1024 * 1024,
    ...(sync.newStoresPerIpPerHour !== undefined && {
      newStoresPerIpPerHour: sync.newStoresPerIpPerHour,
    }),
    ...(sync.writesPerStorePerMinute !== undefined && {
      writesPerStorePerMinute: sync.writesPerStorePerMinute,
    }),
  };
}

export function readListenConfig(env: Env): ListenConfig {
  return {
    port: wholeNumber(env, 'PORT', 3000, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL?.trim() || undefined,
    requestTimeoutMs: wholeNumber(
      env,
      'REQUEST_TIMEOUT_MS',
      REQUEST_DEFAULTS.requestTimeoutMs,
      1000,
      600_000,
    ),
    maxConnections: wholeNumber(
      env,
      'MAX_CONNECTIONS',
      REQUEST_DEFAULTS.maxConnections,
      1,
      1_000_000,
    ),
  };
}
