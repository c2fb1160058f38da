import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { redisBudgetLeft } from './budget.ts';
import { LateError, withDeadline } from './deadline.ts';

/** The longest any request waits on Redis: past it, the per-process cache and limits answer. */
export const REDIS_DEADLINE_MS = 200;
/** How often a Redis found faulty is tried again while it stays so. */
export const REDIS_PROBE_MS = 1000;
/**
 * Failures of Redis's own in a row (an error, or a full deadline missed while this process's loop
 * ran on time) before it is marked down: one slow reply is not an outage. A lost connection marks
 * it down at once.
 */
export const REDIS_FAILURES_TO_DOWN = 3;

export type RedisState = 'up' | 'down';

const PROBE_KEY = 'filmoteka:probe:v1';

/**
 * One Redis connection shared by the answer cache and the rate limit, with its health. A lost
 * connection, or REDIS_FAILURES_TO_DOWN failed or late commands in a row, mark Redis down (logged
 * once); while down, callers skip it and a probe writes to it every second until that works, then
 * it is up again (logged once).
 */
export interface RedisLink {
  readonly client: Redis;
  state(): RedisState;
  /**
   * `command` within the deadline (or what is left of the request's, see `budget.ts`), or a
   * rejection, counted against Redis when the fault is Redis's (see `redisToBlame`).
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
    // No `commandTimeout`: its timer would reject a reply that has arrived but waits behind a busy
    // event loop. `withDeadline` bounds every call instead, and knows when the loop was late.
    connectTimeout: 1000,
    // Reconnect with a backoff up to 2 s, forever: Redis coming back is noticed by itself.
    retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), 2000),
    lazyConnect: false,
  });
  let state: RedisState = 'down';
  let announced = false;
  let reason = 'not connected yet';
  /** Redis's own failures in a row (see REDIS_FAILURES_TO_DOWN); any answer clears them. */
  let failures = 0;

  function set(next: RedisState, why: string): void {
    failures = 0;
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

  function failed(error: unknown): void {
    failures += 1;
    if (failures >= REDIS_FAILURES_TO_DOWN)
      set('down', error instanceof Error ? error.message : String(error));
  }
  let probing = false;
  const probe = setInterval(() => {
    // One probe at a time: a Redis that never answers does not collect them.
    if (state === 'up' || client.status !== 'ready' || probing) return;
    probing = true;
    // A write, not a ping: a Redis that refuses writes (out of memory, a read-only replica)
    // answers pings yet would fail every request.
    withDeadline(client.set(PROBE_KEY, '1', 'PX', 10 * REDIS_PROBE_MS), REDIS_DEADLINE_MS)
      .then(
        () => set('up', 'answered the probe'),
        () => undefined,
      )
      .finally(() => (probing = false));
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
        const result = await withDeadline(command(client), ms);
        failures = 0;
        return result;
      } catch (error) {
        if (redisToBlame(error)) failed(error);
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

/**
 * Whether a failed call is Redis's fault: an error it answered, or a deadline it missed while the
 * event loop ran on time. Late for a leftover of a request's budget (less than half the deadline:
 * the first call of a request has nearly all of it), or late because this process's loop was held
 * up, is not.
 */
export function redisToBlame(error: unknown): boolean {
  if (!(error instanceof LateError)) return true;
  return error.deadlineMs > REDIS_DEADLINE_MS / 2 && !error.loopToBlame;
}
