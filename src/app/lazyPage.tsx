import type { PageModule } from './pageModules';
import { lazyComponent, type LazyComponent } from '../shared/lib/lazyComponent';
import { AFTER_START_IDLE_MS, whenIdle } from '../shared/lib/whenIdle';

export type LazyPage = LazyComponent<Record<string, never>>;

/** A page's module as a lazy component (its default export). */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  return lazyComponent(() => load().then((module) => module.default));
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
    const preload = () =>
      void pages[index]
        .preload()
        .catch(() => {})
        .then(() => warm(index + 1));
    cancelWait = whenIdle(preload, { timeoutMs: AFTER_START_IDLE_MS });
  };
  warm(0);
  return () => {
    cancelled = true;
    cancelWait();
  };
}
