/**
 * At most `slots` reads do their work at once; the others wait their turn, costing nothing while
 * they wait. However many clients read at once, a request for anything else waits behind at most
 * this many pages of work, never behind all of them.
 */
export interface Gate {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createGate(slots: number): Gate {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(work) {
      if (busy >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
      else busy += 1;
      try {
        // Each read's work in a turn of the event loop of its own: a slot passed on is not taken
        // in the same turn, and the requests that came meanwhile (/healthz, a page) go first.
        await new Promise((resolve) => setImmediate(resolve));
        return await work();
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = waiting.shift();
        if (next) next();
        else busy -= 1;
      }
    },
  };
}
