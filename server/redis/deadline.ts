/**
 * A deadline timer that fires later than this was held up by this process's own event loop (a
 * long task, a burst of work), not by Redis: such a late answer is never held against Redis.
 */
export const LOOP_LAG_TOLERANCE_MS = 50;

/** A command not answered within its deadline. */
export class LateError extends Error {
  constructor(
    readonly deadlineMs: number,
    /** How late the deadline's own timer fired: the event loop's delay over the wait. */
    readonly loopLagMs: number,
  ) {
    super(`Redis did not answer within ${deadlineMs} ms`);
  }

  /** Whether the event loop, not Redis, may have made it late. */
  get loopToBlame(): boolean {
    return this.loopLagMs > LOOP_LAG_TOLERANCE_MS;
  }
}

/**
 * `promise`, or a LateError once `ms` have passed without an answer. The timer's own lateness
 * measures the event loop's delay; and when it fires, the rejection waits for the loop's next
 * I/O poll (`setImmediate` runs after it), so a reply that arrived while the loop was busy is read
 * first and wins: a process that blocked its loop never calls a prompt Redis late.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let afterPoll: NodeJS.Immediate | undefined;
  const due = performance.now() + ms;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const lagMs = performance.now() - due;
      afterPoll = setImmediate(() => reject(new LateError(ms, lagMs)));
    }, ms);
  });
  return Promise.race([promise, late]).finally(() => {
    clearTimeout(timer);
    if (afterPoll) clearImmediate(afterPoll);
  });
}
