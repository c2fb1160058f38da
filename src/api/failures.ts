import { text } from '../shared/text';
import { OmdbError } from './errors';

/**
 * What a long run of OMDb calls (an import's matching, the statistics' details) makes of a failure.
 * Its own module: only code loaded on use needs it, so the entry does not carry it.
 */

/** OMDb's daily limit ("Request limit reached!"): every further call would fail too. */
export function isDailyLimit(error: unknown): boolean {
  return error instanceof OmdbError && error.message === text.errors.dailyLimit;
}

/** Our server's rate limit (HTTP 429): the same call succeeds after a pause. */
export function isRateLimited(error: unknown): boolean {
  return error instanceof OmdbError && error.message === text.errors.rateLimited;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as unknown);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as unknown);
      },
      { once: true },
    );
  });
}

export interface PatienceOptions {
  retries?: number;
  pauseMs?: number;
}

/** Calls `ask`, and again after a pause while our server answers "too many requests". */
export async function askPatiently<T>(
  ask: () => Promise<T>,
  signal: AbortSignal,
  { retries = 6, pauseMs = 10_000 }: PatienceOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await ask();
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (!isRateLimited(error) || attempt >= retries) throw error;
      await pause(pauseMs, signal);
    }
  }
}
