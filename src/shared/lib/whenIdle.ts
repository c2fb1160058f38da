/** Runs a task later: the app's stores use `whenIdle`, tests may run tasks at once. */
export type Scheduler = (task: () => void) => void;

/** The cancels of the tasks still waiting. */
const waiting = new Set<() => void>();

/**
 * Runs `task` once the browser is idle (after it has painted what the current event changed and
 * handled what else was waiting), and at the latest `timeoutMs` later, idle or not (hidden tabs
 * included); a browser without idle callbacks (Safari) runs it halfway to that moment. Returns a
 * function that cancels it.
 */
export function whenIdle(task: () => void, { timeoutMs }: { timeoutMs: number }): () => void {
  const run = () => {
    waiting.delete(cancel);
    task();
  };
  let cancel: () => void;
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    cancel = () => cancelIdleCallback(handle);
  } else {
    const timer = setTimeout(run, timeoutMs / 2); // no idle periods to find (Safari): halfway
    cancel = () => clearTimeout(timer);
  }
  waiting.add(cancel);
  return () => {
    waiting.delete(cancel);
    cancel();
  };
}

/**
 * For tests, which share one page: drops every task still waiting, so that a store of a test that
 * has ended never writes into the next one's storage.
 */
export function dropIdleTasksForTests(): void {
  for (const cancel of waiting) cancel();
  waiting.clear();
}

/** Work kept out of start-up runs in the first idle period, or this long after start at the latest. */
export const AFTER_START_IDLE_MS = 3000;
