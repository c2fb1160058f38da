import { useEffect, type RefObject } from 'react';

export interface WhenVisibleOptions {
  /** How far below the screen the target counts as visible already (CSS margin syntax). */
  margin?: string;
  /**
   * How long the target must stay in view: a target scrolled past in a fling, or one the visitor
   * is about to click, does not fire.
   */
  dwellMs?: number;
}

/**
 * Calls `onVisible` once the target has been on screen for `dwellMs` while `enabled`. Each change of
 * `enabled` or `onVisible` looks again, so a target still in view after a page of results arrived
 * fires once more. Without IntersectionObserver nothing happens.
 */
export function useWhenVisible(
  target: RefObject<Element | null>,
  enabled: boolean,
  onVisible: () => void,
  { margin = '0px', dwellMs = 300 }: WhenVisibleOptions = {},
): void {
  useEffect(() => {
    const node = target.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        clearTimeout(timer);
        if (!entries.some((entry) => entry.isIntersecting)) return;
        timer = setTimeout(() => {
          observer.disconnect(); // once per look: the caller's next state decides whether to look again
          onVisible();
        }, dwellMs);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [target, enabled, onVisible, margin, dwellMs]);
}
