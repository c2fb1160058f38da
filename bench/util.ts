/** Small helpers shared by the benchmark's parts. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Rounds to `digits` decimals (numbers in the report are read by people). */
export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** One target of the issue, checked against a measured value. */
export interface TargetCheck {
  section: string;
  what: string;
  target: string;
  actual: string;
  ok: boolean;
  /** Why it missed, when known. */
  note?: string;
}

export function check(
  section: string,
  what: string,
  target: string,
  actual: string,
  ok: boolean,
  note?: string,
): TargetCheck {
  return { section, what, target, actual, ok, ...(note ? { note } : {}) };
}

export function log(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/** Runs `fn` `times` times, one after another. */
export async function repeat<T>(times: number, fn: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < times; index += 1) results.push(await fn(index));
  return results;
}

export const ms = (value: number): string => `${round(value, 1)} ms`;

/** Runs `fn`, and once more if it throws (a loaded machine sometimes misses a time-out); logs the first failure. */
export async function retryOnce<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    log(
      `${what} failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); trying again`,
    );
    return fn();
  }
}
