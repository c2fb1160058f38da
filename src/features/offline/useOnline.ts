import { useSyncExternalStore } from 'react';

/** How often the flag is read again, for a change the browser announced before we listened. */
const RECHECK_MS = 2000;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  // A page loaded offline can see `navigator.onLine` turn false after it first read it, with no
  // event; reading the flag now and then (React re-renders only on a change) catches that.
  const recheck = setInterval(onChange, RECHECK_MS);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    clearInterval(recheck);
  };
}

/** Whether the browser believes it has a network, kept current by its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
