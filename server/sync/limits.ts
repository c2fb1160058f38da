/** Sync's limits, and the counters behind its rate limits (in Redis when set, else in memory). */
import { unbudgeted } from '../redis/budget.ts';
import type { RedisLink } from '../redis/link.ts';
import { MAX_REQUEST_CHARS, MAX_STORE_BYTES, READ_PAGE_BYTES } from './contract.ts';

export interface SyncLimits {
  /** Ciphertext characters in one request. */
  maxRequestChars: number;
  /** Bytes one store may hold, ids and rows counted (contract.ts's countedBytes). */
  maxStoreBytes: number;
  newStoresPerIpPerHour: number;
  writesPerStorePerMinute: number;
  /** Reads (long-polls and pages) a minute, per store and per client address. */
  readsPerStorePerMinute: number;
  readsPerIpPerMinute: number;
  /** Counted bytes of messages in one read's answer. */
  readPageBytes: number;
  /** Reads doing their work at once in this process (gate.ts). */
  readsAtOnce: number;
  /** Long-polls held open at once by one address, and in all, in this process. */
  pollsPerAddress: number;
  pollsInAll: number;
  /** Counted bytes in all stores; a write past it is refused (deployment-full). */
  maxTotalBytes: number;
}

/**
 * Reads: a device long-polls every 25 s and reads again after each write it is woken by (writes
 * are 120 a minute per store at most); catching up on a full store takes some 20 pages. Polls:
 * a household behind one address has a few devices, each with one poll open (tabs.ts).
 */
export const SYNC_LIMITS: SyncLimits = {
  maxRequestChars: MAX_REQUEST_CHARS,
  maxStoreBytes: MAX_STORE_BYTES,
  newStoresPerIpPerHour: 10,
  writesPerStorePerMinute: 120,
  readsPerStorePerMinute: 300,
  readsPerIpPerMinute: 600,
  readPageBytes: READ_PAGE_BYTES,
  readsAtOnce: 2,
  pollsPerAddress: 16,
  pollsInAll: 200,
  maxTotalBytes: 1024 * 1024 * 1024,
};

/** A poll cap well under the connection cap: a quarter of it, or less when the limits say so. */
export function pollsWithin(limits: SyncLimits, maxConnections: number): SyncLimits {
  const inAll = Math.max(1, Math.min(limits.pollsInAll, Math.floor(maxConnections / 4)));
  return { ...limits, pollsInAll: inAll, pollsPerAddress: Math.min(limits.pollsPerAddress, inAll) };
}

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
