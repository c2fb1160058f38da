import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/** True outside a hydration: a page React renders itself starts from what the browser knows. */
const HydratedContext = createContext(true);

/**
 * Around the app: its parts see `useHydrated()` false while React hydrates the page the server
 * sent (and on the server), then true. The flip is a transition: the parts not yet hydrated
 * (a lazy page's boundaries) hydrate in slices that yield to the browser. A flip in the store
 * React keeps for external state would be a blocking update, hydrating all of them in one task.
 */
export function HydrationFlag({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False while React hydrates the prerendered page (and on the server), true afterwards: parts that
 * depend on what only the browser knows (saved recent searches) render after hydration, so the
 * prerendered markup and the first client render always match.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
