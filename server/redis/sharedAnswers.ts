import { randomUUID } from 'node:crypto';
import type { OmdbAnswer } from '../omdb/messages.ts';
import type { RedisLink } from './link.ts';

/**
 * Every key carries a version: a change to what is stored changes the prefix, and old entries are
 * never read (they expire within the TTL).
 */
export const KEY_PREFIX = 'filmoteka:omdb:v1:';
/** The lock lives this long unless its holder renews it: a dead holder frees waiters this soon. */
export const LOCK_TTL_MS = 1500;
const LOCK_RENEW_MS = 500;
const WAIT_POLL_MS = 50;

/** `params` are the proxy's normalised ones (fixed order, no key): percent-encoded, they cannot collide. */
export const answerKey = (params: string): string => `${KEY_PREFIX}answer:${params}`;
export const lockKey = (params: string): string => `${KEY_PREFIX}lock:${params}`;

export interface SharedAnswer {
  answer: OmdbAnswer;
  /** Left of the shared TTL, for the per-process cache; unset when the answer is fresh. */
  ttlMs?: number;
}

/** Across instances: the cache of good answers and one upstream call per distinct question. */
export interface SharedAnswers {
  /** The cached answer, or `call`'s (made here or by another instance). Falls back, never throws. */
  answer(key: string, call: () => Promise<OmdbAnswer>): Promise<SharedAnswer>;
}

// Deletes or renews the lock only while it is still ours (a late holder never frees a new one).
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Only a 200 JSON answer is kept (as in the per-process cache): errors are asked again. */
const cacheable = (answer: OmdbAnswer): boolean => answer.status === 200;

export function createSharedAnswers(
  link: RedisLink,
  settings: { cacheTtlMs: number; timeoutMs: number },
): SharedAnswers {
  async function read(key: string): Promise<SharedAnswer | undefined> {
    const [[, text], [, ttl]] = (await link.run((redis) =>
      redis.multi().get(answerKey(key)).pttl(answerKey(key)).exec(),
    )) as [[null, string | null], [null, number]];
    if (text === null) return undefined;
    return { answer: JSON.parse(text) as OmdbAnswer, ttlMs: ttl > 0 ? ttl : undefined };
  }

  async function hold(key: string, call: () => Promise<OmdbAnswer>, token: string) {
    const renew = setInterval(() => {
      link.run((redis) => redis.eval(RENEW, 1, lockKey(key), token, LOCK_TTL_MS)).catch(() => {});
    }, LOCK_RENEW_MS);
    try {
      const answer = await call();
      if (cacheable(answer)) {
        await link
          .run((redis) =>
            redis.set(answerKey(key), JSON.stringify(answer), 'PX', settings.cacheTtlMs),
          )
          .catch(() => {});
      }
      return { answer };
    } finally {
      clearInterval(renew);
      await link.run((redis) => redis.eval(RELEASE, 1, lockKey(key), token)).catch(() => {});
    }
  }

  /** Another instance holds the lock: its answer, once cached; our own call if it never comes. */
  async function waitFor(key: string, call: () => Promise<OmdbAnswer>): Promise<SharedAnswer> {
    const giveUp = Date.now() + settings.timeoutMs + LOCK_TTL_MS;
    while (Date.now() < giveUp) {
      await sleep(WAIT_POLL_MS);
      try {
        const found = await read(key);
        if (found) return found;
        const locked = await link.run((redis) => redis.exists(lockKey(key)));
        // Released without a good answer (an error, not cached) or expired (its holder died).
        // Read once more: the holder may have stored its answer just before releasing.
        if (locked === 0) return (await read(key)) ?? { answer: await call() };
      } catch {
        break; // Redis is gone: ask ourselves
      }
    }
    return { answer: await call() };
  }

  return {
    async answer(key, call) {
      const token = randomUUID();
      let won: string | null;
      try {
        const found = await read(key);
        if (found) return found;
        won = await link.run((redis) => redis.set(lockKey(key), token, 'PX', LOCK_TTL_MS, 'NX'));
      } catch {
        return { answer: await call() }; // Redis down or slow: this process alone
      }
      return won === 'OK' ? hold(key, call, token) : waitFor(key, call);
    },
  };
}
