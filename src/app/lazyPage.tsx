import { lazy, type ComponentType, type ReactElement } from 'react';
import type { PageModule } from './pageModules';

export interface LazyComponent<P extends object> {
  (props: P): ReactElement;
  /** Fetches the component's chunk ahead of time; later renders show it without suspending. */
  preload: () => Promise<void>;
}

export type LazyPage = LazyComponent<Record<string, never>>;

/**
 * React.lazy that can be warmed: once the chunk is in, the component renders directly, so a click
 * never waits on a Suspense fallback (React shows a revealed fallback for at least 300 ms).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        pending = null; // a failed download may be tried again
        throw error;
      },
    ));
  const Suspending = lazy(() =>
    preload().then(() => ({ default: Loaded as ComponentType<P> })),
  ) as unknown as ComponentType<P>;
  const Component = (props: P) => (Loaded ? <Loaded {...props} /> : <Suspending {...props} />);
  return Object.assign(Component, { preload });
}

/** A page's module as a lazy component (its default export). */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  return lazyComponent(() => load().then((module) => module.default));
}

/** Runs `run` once the browser is idle after start-up (within 3 s); the returned function cancels. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 1500);
  return () => window.clearTimeout(timer);
}

/**
 * Warms the given pages one at a time, each in an idle period of its own after start-up, the next
 * only once the previous is in: a page's chunk is run as it arrives, so several fetched at once could
 * run back to back as one long task. A failed download moves on to the next page.
 */
export function preloadWhenIdle(pages: readonly LazyPage[]): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const warm = (index: number) => {
    if (cancelled || index >= pages.length) return;
    cancelWait = whenIdle(() => {
      void pages[index]
        .preload()
        .catch(() => {})
        .then(() => warm(index + 1));
    });
  };
  warm(0);
  return () => {
    cancelled = true;
    cancelWait();
  };
}
