/** Sync's limits, and the counters behind its rate limits (in Redis when set, else in memory). */
import { unbudgeted } from '../redis/budget.ts';
import type { RedisLink } from '../redis/link.ts';

export interface SyncLimits {
  /** Ciphertext characters in one request. */
  maxRequestChars: number;
  /** Ciphertext characters one store may hold. */
  maxStoreBytes: number;
  newStoresPerIpPerHour: number;
  writesPerStorePerMinute: number;
  /** Past this much ciphertext in all stores, new stores are refused. */
  maxTotalBytes: number;
}

export const SYNC_LIMITS: SyncLimits = {
  maxRequestChars: 64 * 1024,
  maxStoreBytes: 5 * 1024 * 1024,
  newStoresPerIpPerHour: 10,
  writesPerStorePerMinute: 120,
  maxTotalBytes: 1024 * 1024 * 1024,
};

/** Counts events per key in fixed windows. */
export interface Counter {
  /** Counts one event; how many `key` has had in its current window, this one included. */
  hit(key: string, windowMs: number): Promise<number>;
}

/** Keys kept before expired windows are swept: a flood of keys cannot grow the map for ever. */
const SWEEP_AT = 10_000;

export function memoryCounter(now: () => number = Date.now): Counter {
  const windows = new Map<string, { count: number; until: number }>();
  return {
    async hit(key, windowMs) {
      const time = now();
      if (windows.size >= SWEEP_AT)
        for (const [old, window] of windows) if (window.until <= time) windows.delete(old);
      const window = windows.get(key);
      if (window && window.until > time) return ++window.count;
      windows.set(key, { count: 1, until: time + windowMs });
      return 1;
    },
  };
}

const PREFIX = 'filmoteka:sync:v1:count:';

/**
 * One count for every instance while Redis answers; this process's own count while it does not
 * (as the OMDb rate limit does: never unlimited because Redis is down).
 */
export function redisCounter(link: RedisLink, fallback: Counter = memoryCounter()): Counter {
  return {
    async hit(key, windowMs) {
      if (link.state() === 'down') return fallback.hit(key, windowMs);
      try {
        // SET NX then INCR in one transaction: the window's expiry is set with its first count.
        // Its own deadline, not what the request's database calls left of the Redis budget.
        const replies = await unbudgeted(() =>
          link.run((client) =>
            client
              .multi()
              .set(PREFIX + key, '0', 'PX', windowMs, 'NX')
              .incr(PREFIX + key)
              .exec(),
          ),
        );
        const count = replies?.[1]?.[1];
        if (typeof count !== 'number') throw new Error('Redis gave no count');
        return count;
      } catch {
        return fallback.hit(key, windowMs);
      }
    },
  };
}
