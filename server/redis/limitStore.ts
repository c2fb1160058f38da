import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RedisLink } from './link.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type Store = FastifyRateLimitStore & {
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
};
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

// The plugin's own stores (not exported by name): the Redis one is what docs/operations.md recommends.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

export const LIMIT_PREFIX = 'filmoteka:ratelimit:v1:';

/**
 * Counts in Redis while it answers within the deadline, so every instance shares one count per
 * client; otherwise in this process's memory. Not `skipOnError`: that lets every request through
 * while Redis is down, an unlimited proxy in front of a 1,000-a-day key.
 */
class SharedLimitStore implements Store {
  constructor(
    private readonly link: RedisLink,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  private use(
    method: 'incr' | 'read',
    key: string,
    callback: Callback,
    window: number,
    max: number,
  ) {
    const local = () => this.local[method]!(key, callback, window, max);
    if (this.link.state() === 'down') return local();
    this.link
      .run(
        () =>
          new Promise<Counted>((resolve, reject) =>
            this.shared[method]!(
              key,
              (error, result) => (error || !result ? reject(error) : resolve(result)),
              window,
              max,
            ),
          ),
      )
      .then((result) => callback(null, result), local);
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.use('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.use('read', key, callback, timeWindow, max);
  }

  child(routeOptions: RouteOptions): Store {
    return new SharedLimitStore(
      this.link,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
    );
  }
}

/** The `store` option of `@fastify/rate-limit` for this Redis link. */
export function sharedLimitStore(link: RedisLink): FastifyRateLimitStoreCtor {
  return class extends SharedLimitStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        link,
        new RedisStore(continueExceeding, exponentialBackoff, link.client, LIMIT_PREFIX),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
