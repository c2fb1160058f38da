/**
 * Works through `items` in their order, at most `limit` at a time. Stops taking new items once
 * `stop()` says so or the signal aborts; the items already started finish. Resolves when all
 * started work has settled; `work` handles its own failures.
 */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  { signal, stop = () => false }: { signal: AbortSignal; stop?: () => boolean },
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop() && !signal.aborted) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
