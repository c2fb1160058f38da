/**
 * The page's one `storage` listener: the browser's word that another tab changed localStorage,
 * passed on to whoever follows the key. The boot script follows the theme with it before the first
 * paint, so this module imports nothing and stays small.
 */
interface Follower {
  key: string;
  handler: () => void;
}

const followers = new Set<Follower>();

function fromLocalStorage(event: StorageEvent): boolean {
  // Synthetic events may carry no area; sessionStorage events are someone else's business.
  if (event.storageArea === null) return true;
  try {
    return event.storageArea === window.localStorage;
  } catch {
    return false;
  }
}

function dispatch(event: StorageEvent): void {
  if (!fromLocalStorage(event)) return;
  // Taken as the browser takes its listeners: one added meanwhile hears the next event, not this
  // one, and one removed meanwhile hears nothing more.
  for (const follower of [...followers]) {
    if (!followers.has(follower)) continue;
    // A null key means the other tab cleared storage, which concerns every key.
    if (event.key !== null && event.key !== follower.key) continue;
    try {
      follower.handler();
    } catch (error) {
      // Reported as a listener of its own would be, without keeping the others from hearing.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

/**
 * Calls `handler` whenever another tab writes, removes or clears `key` in localStorage (the
 * browser tells only the other tabs, never the one that wrote). Returns the way to stop, as does
 * aborting `signal`; with no one left following, the page's listener goes too.
 */
export function onStoredChange(key: string, handler: () => void, signal?: AbortSignal): () => void {
  if (typeof window === 'undefined' || signal?.aborted) return () => {};
  const follower: Follower = { key, handler };
  if (followers.size === 0) window.addEventListener('storage', dispatch);
  followers.add(follower);
  const stop = () => {
    if (followers.delete(follower) && followers.size === 0) {
      window.removeEventListener('storage', dispatch);
    }
  };
  // Stopping by hand first leaves this to do nothing when the signal aborts later.
  signal?.addEventListener('abort', stop);
  return stop;
}
