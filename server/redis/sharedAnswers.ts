import { randomUUID } from 'node:crypto';
import { UPSTREAM_ERRORS, omdbError, type OmdbAnswer } from '../omdb/messages.ts';
import { unbudgeted } from './budget.ts';
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
/**
 * A waiter whose holder let the lock go without an answer asks OMDb itself only with at least
 * this share of the upstream time-out left: a call given less would mostly spend a request of the
 * quota on a time-out.
 */
const OWN_CALL_MIN_SHARE = 0.25;

/** `params` are the proxy's normalised ones (fixed order, no key): percent-encoded, they cannot collide. */
export const answerKey = (params: string): string => `${KEY_PREFIX}answer:${params}`;
export const lockKey = (params: string): string => `${KEY_PREFIX}lock:${params}`;

export interface SharedAnswer {
  answer: OmdbAnswer;
  /** Left of the shared TTL, for the per-process cache; unset when the answer is fresh. */
  ttlMs?: number;
}

/** OMDb asked with this long to answer (the upstream time-out, or what is left of it). */
export type UpstreamCall = (timeoutMs: number) => Promise<OmdbAnswer>;

/** Across instances: the cache of good answers and one upstream call per distinct question. */
export interface SharedAnswers {
  /**
   * The cached answer, or `call`'s (made here or by another instance), within one upstream
   * time-out in all. Falls back, never throws.
   */
  answer(key: string, call: UpstreamCall): Promise<SharedAnswer>;
  /** The cached answer, when Redis has one and answers in time. */
  peek(key: string): Promise<SharedAnswer | undefined>;
}

/**
 * One round trip: the cached answer (with its time left), else, when `ARGV[3]` is 1, the lock
 * taken for us ("won"); else whether another holds it ("held") or nobody does ("free").
 */
const ASK = `
local text = redis.call('GET', KEYS[1])
if text then return {'answer', text, redis.call('PTTL', KEYS[1])} end
if ARGV[3] == '1' and redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2], 'NX') then return {'won'} end
if redis.call('EXISTS', KEYS[2]) == 1 then return {'held'} end
return {'free'}`;
// The answer stored (when given) and the lock freed in one step, the lock only while still ours.
const STORE_AND_RELEASE = `
if ARGV[2] ~= '' then redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('DEL', KEYS[2]) end
return 1`;
// Renews the lock only while it is still ours (a late holder never extends another's).
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** What a waiter answers when its time is up: what the holder's own time-out gives. */
const timedOut = (): OmdbAnswer => omdbError(UPSTREAM_ERRORS.timeout, 502);

/** Only a 200 JSON answer is kept (as in the per-process cache): errors are asked again. */
const cacheable = (answer: OmdbAnswer): boolean => answer.status === 200;

export function createSharedAnswers(
  link: RedisLink,
  settings: { cacheTtlMs: number; timeoutMs: number },
): SharedAnswers {
  type Asked = ['answer', string, number] | ['won'] | ['held'] | ['free'];

  async function ask(key: string, token: string, lock: boolean) {
    const asked = (await link.run((redis) =>
      redis.eval(ASK, 2, answerKey(key), lockKey(key), token, LOCK_TTL_MS, lock ? '1' : '0'),
    )) as Asked;
    if (asked[0] !== 'answer') return asked[0];
    const [, text, ttl] = asked;
    return { answer: JSON.parse(text) as OmdbAnswer, ttlMs: ttl > 0 ? ttl : undefined };
  }

  async function hold(key: string, call: UpstreamCall, token: string) {
    const renew = unbudgeted(() =>
      setInterval(() => {
        link.run((redis) => redis.eval(RENEW, 1, lockKey(key), token, LOCK_TTL_MS)).catch(() => {});
      }, LOCK_RENEW_MS),
    );
    let answer: OmdbAnswer | undefined;
    try {
      answer = await call(settings.timeoutMs);
      return { answer };
    } finally {
      clearInterval(renew);
      const stored = answer && cacheable(answer) ? JSON.stringify(answer) : '';
      // Not awaited: the visitor has the answer; the waiters find it on their next poll.
      unbudgeted(() =>
        link.run((redis) =>
          redis.eval(
            STORE_AND_RELEASE,
            2,
            answerKey(key),
            lockKey(key),
            token,
            stored,
            settings.cacheTtlMs,
          ),
        ),
      ).catch(() => {});
    }
  }

  /**
   * Another instance holds the lock: its answer, once cached. The wait and any call of our own
   * take one upstream time-out in all (the holder's call is bounded by the same), so a waiter
   * answers no later than the holder would have.
   */
  async function waitFor(key: string, call: UpstreamCall, until: number): Promise<SharedAnswer> {
    const ownCall = async (): Promise<SharedAnswer> => {
      const left = until - Date.now();
      if (left < settings.timeoutMs * OWN_CALL_MIN_SHARE) return { answer: timedOut() };
      return { answer: await call(left) };
    };
    while (Date.now() < until) {
      await sleep(Math.max(1, Math.min(WAIT_POLL_MS, until - Date.now())));
      let asked: Awaited<ReturnType<typeof ask>>;
      try {
        // Waiting on another instance's upstream call, not on Redis: outside the budget.
        asked = await unbudgeted(() => ask(key, '', false));
      } catch {
        return ownCall(); // Redis is gone: ask ourselves
      }
      if (typeof asked === 'object') return asked;
      // Released without a good answer (an error is not cached), or expired (its holder died).
      if (asked === 'free') return ownCall();
    }
    return { answer: timedOut() };
  }

  return {
    async answer(key, call) {
      const until = Date.now() + settings.timeoutMs;
      const token = randomUUID();
      let asked: Awaited<ReturnType<typeof ask>>;
      try {
        asked = await ask(key, token, true);
      } catch {
        return { answer: await call(settings.timeoutMs) }; // Redis down or slow: this process alone
      }
      if (typeof asked === 'object') return asked;
      return asked === 'won' ? hold(key, call, token) : waitFor(key, call, until);
    },
    async peek(key) {
      try {
        const asked = await ask(key, '', false);
        return typeof asked === 'object' ? asked : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
