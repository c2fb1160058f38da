/**
 * Resolves in a later task, so the work after it does not lengthen the current one: the browser
 * may paint and handle input in between. `scheduler.yield()` where the browser has it (it keeps
 * the work's place ahead of other tasks), a message to ourselves elsewhere (timers are throttled
 * in background tabs and stopped by some test clocks; messages are neither).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
