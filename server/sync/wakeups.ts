/**
 * Long-poll wake-ups: the requests waiting on each store in this process, and (with Redis) one
 * channel on which every instance hears of every write.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { unbudgeted } from '../redis/budget.ts';
import type { RedisLink } from '../redis/link.ts';

export const WAKE_CHANNEL = 'filmoteka:sync:v1:wake';

export interface Wakeups {
  /** Resolves when the store is written to, after `ms`, on `signal`, or when closed. */
  wait(storeId: string, ms: number, signal: AbortSignal): Promise<void>;
  /** Wakes this process's waiters on the store, and (with Redis) every other instance's. */
  notify(storeId: string): void;
  /** Releases every waiter; later waits end at once. */
  close(): Promise<void>;
}

export function createWakeups(link?: RedisLink, log?: FastifyBaseLogger): Wakeups {
  const waiters = new Map<string, Set<() => void>>();
  let closed = false;

  function wakeLocal(storeId: string): void {
    const set = waiters.get(storeId);
    if (!set) return;
    waiters.delete(storeId);
    for (const wake of set) wake();
  }

  let subscriber: Redis | undefined;
  if (link) {
    // A subscribed connection takes no other command: it is a second one. Unlike the shared
    // link, it queues its SUBSCRIBE until Redis is there, and ioredis subscribes again after a
    // reconnect.
    subscriber = link.client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    subscriber.on('error', () => undefined);
    subscriber.on('message', (_channel: string, storeId: string) => wakeLocal(storeId));
    subscriber.subscribe(WAKE_CHANNEL).catch(() => undefined);
  }

  return {
    wait(storeId, ms, signal) {
      if (closed || signal.aborted) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          const set = waiters.get(storeId);
          set?.delete(done);
          if (set?.size === 0) waiters.delete(storeId);
          resolve();
        };
        const timer = setTimeout(done, ms);
        signal.addEventListener('abort', done);
        const set = waiters.get(storeId) ?? new Set();
        set.add(done);
        waiters.set(storeId, set);
      });
    },
    notify(storeId) {
      wakeLocal(storeId);
      if (!link || link.state() === 'down') return;
      // Not out of the request's Redis budget: the database write may have spent it.
      unbudgeted(() => link.run((client) => client.publish(WAKE_CHANNEL, storeId))).catch(
        (error: unknown) => log?.warn({ err: error }, 'sync wake-up not published'),
      );
    },
    async close() {
      closed = true;
      for (const storeId of [...waiters.keys()]) wakeLocal(storeId);
      subscriber?.disconnect();
    },
  };
}
