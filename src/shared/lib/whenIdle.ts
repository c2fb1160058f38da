/** Runs a task later; the app's stores use `whenIdle`, tests may run tasks at once. */
export type Scheduler = (task: () => void) => void;

/** At the latest this long after the change, idle or not (hidden tabs included). */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `task` once the browser is idle: after it has painted what the current event changed and
 * handled what else was waiting, so work the screen does not wait for never delays it.
 */
export const whenIdle: Scheduler = (task) => {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
  } else if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => setTimeout(task, 0)); // after the next frame
  } else {
    setTimeout(task, 0);
  }
};
