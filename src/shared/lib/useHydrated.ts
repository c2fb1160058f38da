import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered page (and on the server), true afterwards: parts that
 * depend on what only the browser knows (saved recent searches) render after hydration, so the
 * prerendered markup and the first client render always match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
