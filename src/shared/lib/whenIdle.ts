/** Runs a task later: the app's stores use `whenIdle`, tests may run tasks at once. */
export type Scheduler = (task: () => void) => void;

/**
 * Runs `task` once the browser is idle (after it has painted what the current event changed and
 * handled what else was waiting), and at the latest `timeoutMs` later, idle or not (hidden tabs
 * included); a browser without idle callbacks (Safari) runs it halfway to that moment. Returns a
 * function that cancels it.
 */
export function whenIdle(task: () => void, { timeoutMs }: { timeoutMs: number }): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, timeoutMs / 2); // no idle periods to find (Safari): halfway
  return () => clearTimeout(timer);
}

/** Work kept out of start-up runs in the first idle period, or this long after start at the latest. */
export const AFTER_START_IDLE_MS = 3000;
