import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage {
  (): React.ReactElement;
  /** Fetches the page's chunk ahead of time; later visits render it without suspending. */
  preload: () => Promise<void>;
}

/**
 * React.lazy that can be warmed: once the chunk is in, the page renders directly, so a click on a
 * link never waits on a Suspense fallback (React shows a revealed fallback for at least 300 ms).
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let Loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        pending = null; // a failed download may be tried again
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then(() => ({ default: Loaded as ComponentType })));
  const Page = () => (Loaded ? <Loaded /> : <Suspending />);
  return Object.assign(Page, { preload });
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

/** Warms the given pages once the browser is idle after start-up. */
export function preloadWhenIdle(pages: readonly LazyPage[]): () => void {
  return whenIdle(() => pages.forEach((page) => void page.preload().catch(() => {})));
}
