import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { redisBudgetLeft } from './budget.ts';

/** The longest any request waits on Redis: past it, the per-process cache and limits answer. */
export const REDIS_DEADLINE_MS = 200;
/** How often a Redis found faulty is tried again while it stays so. */
export const REDIS_PROBE_MS = 1000;

export type RedisState = 'up' | 'down';

const PROBE_KEY = 'filmoteka:probe:v1';

/**
 * One Redis connection shared by the answer cache and the rate limit, with its health. Any
 * failed or late command marks Redis down (logged once); while down, callers skip it and a probe
 * writes to it every second until that works, then it is up again (logged once).
 */
export interface RedisLink {
  readonly client: Redis;
  state(): RedisState;
  /**
   * `command` within the deadline (or what is left of the request's, see `budget.ts`), or a
   * rejection that also marks Redis down.
   */
  run<T>(command: (client: Redis) => Promise<T>): Promise<T>;
  /** Resolves once connected, or after `ms` (a Redis down at start never holds the server back). */
  connected(ms: number): Promise<RedisState>;
  close(): Promise<void>;
}

export function createRedisLink(url: string, log: FastifyBaseLogger): RedisLink {
  const client = new Redis(url, {
    // Never queue commands while disconnected, never retry one: a request does not wait.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_DEADLINE_MS,
    connectTimeout: 1000,
    // Reconnect with a backoff up to 2 s, forever: Redis coming back is noticed by itself.
    retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), 2000),
    lazyConnect: false,
  });
  let state: RedisState = 'down';
  let announced = false;
  let reason = 'not connected yet';

  function set(next: RedisState, why: string): void {
    if (next === state && announced) return;
    const first = !announced;
    state = next;
    announced = true;
    reason = why;
    if (next === 'up') log.info({ redis: 'up' }, 'Redis is up: shared cache and rate limit');
    else if (!first || why !== 'not connected yet')
      log.warn(
        { redis: 'down', reason: why },
        'Redis is down: per-process cache and rate limit until it returns',
      );
  }

  // ioredis reports every failed attempt as an error: the state change alone is logged.
  client.on('error', (error: Error) => set('down', error.message));
  client.on('close', () => set('down', 'connection closed'));
  client.on('ready', () => set('up', 'ready'));

  const probe = setInterval(() => {
    if (state === 'up' || client.status !== 'ready') return;
    // A write, not a ping: a Redis that refuses writes (out of memory, a read-only replica)
    // answers pings yet would fail every request.
    withDeadline(client.set(PROBE_KEY, '1', 'PX', 10 * REDIS_PROBE_MS)).then(
      () => set('up', 'answered the probe'),
      () => undefined,
    );
  }, REDIS_PROBE_MS);
  probe.unref();

  return {
    client,
    state: () => state,
    async run(command) {
      if (state === 'down') throw new Error(`Redis is down (${reason})`);
      const ms = Math.min(REDIS_DEADLINE_MS, redisBudgetLeft() ?? REDIS_DEADLINE_MS);
      if (ms <= 0) throw new Error('this request has spent its time on Redis');
      try {
        return await withDeadline(command(client), ms);
      } catch (error) {
        // Late for what was left of a request's budget is not late for Redis.
        if (!(error instanceof LateError && ms < REDIS_DEADLINE_MS))
          set('down', error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
    async connected(ms) {
      if (state === 'down') {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          timer = setTimeout(resolve, ms);
          client.once('ready', () => resolve());
        });
        clearTimeout(timer);
      }
      return state;
    },
    async close() {
      clearInterval(probe);
      client.disconnect();
    },
  };
}

class LateError extends Error {}

/** `promise`, or a rejection once `ms` have passed without an answer. */
export function withDeadline<T>(promise: Promise<T>, ms = REDIS_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new LateError(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
