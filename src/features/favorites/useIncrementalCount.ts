import { startTransition, useCallback, useEffect, useState } from 'react';

export interface IncrementalCount {
  /** How many items to render now. */
  visible: number;
  showMore: () => void;
  /** Attach to an element after the list: when it nears the viewport, the next batch renders. */
  sentinelRef: (node: HTMLElement | null) => void;
}

/**
 * Renders a long list in batches so thousands of favorites never mount at once; the sentinel
 * loads more while scrolling, and the caller shows a button for when observing is unavailable.
 */
export function useIncrementalCount(total: number, step: number): IncrementalCount {
  const [requested, setRequested] = useState(step);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const visible = Math.min(requested, total);
  const hasMore = visible < total;

  const showMore = useCallback(() => setRequested((count) => count + step), [step]);

  useEffect(() => {
    if (!sentinel || !hasMore || typeof IntersectionObserver === 'undefined') return;
    // Re-created whenever `visible` changes: observing anew reports the current state, so a
    // sentinel still on screen after a batch (a tall window) asks for the next one.
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: mounting a batch while scrolling yields to input instead of blocking it.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(showMore);
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasMore, visible, showMore]);

  return { visible, showMore, sentinelRef: setSentinel };
}
