import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Each request's time on Redis, in all: the rate limit and the cache each have a deadline, and
 * together they must not pass it either. Work that waits on purpose (polling for another
 * instance's answer, renewing a lock) runs `unbudgeted`.
 */
const budgets = new AsyncLocalStorage<{ until: number }>();

/** Runs `next` (the rest of a request) with `ms` to spend on Redis. */
export function withRedisBudget(ms: number, next: () => void): void {
  budgets.run({ until: Date.now() + ms }, next);
}

/** What the current request has left to spend on Redis; `undefined` outside a request. */
export function redisBudgetLeft(): number | undefined {
  const budget = budgets.getStore();
  return budget && budget.until - Date.now();
}

export function unbudgeted<T>(work: () => T): T {
  return budgets.exit(work);
}
