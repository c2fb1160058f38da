/** Everything the server reads from the environment, read and checked in this one place. */
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

export type ServerConfig = { mode: 'demo' } | { mode: 'proxy'; proxy: ProxySettings };

export interface ListenConfig {
  port: number;
  host: string;
  /** Trust X-Forwarded-For (behind a reverse proxy), so the rate limit sees real client IPs. */
  trustProxy: boolean;
  /** Unset: quiet ("warn") in demo mode, request logs ("info") in proxy mode. */
  logLevel: string | undefined;
}

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

function redisUrl(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'redis:' && url?.protocol !== 'rediss:') {
    // The URL may hold a password: it is not repeated.
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  }
  return text;
}

export function readServerConfig(env: Env): ServerConfig {
  const apiKey = env.OMDB_API_KEY?.trim() ?? '';
  if (apiKey === '') return { mode: 'demo' };
  return {
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

export function readListenConfig(env: Env): ListenConfig {
  return {
    port: wholeNumber(env, 'PORT', 3000, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL?.trim() || undefined,
  };
}
