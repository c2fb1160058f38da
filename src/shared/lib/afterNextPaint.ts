import { useCallback } from 'react';
import { yieldToBrowser } from './yieldToBrowser';

/**
 * Runs `run` in a task after the browser has painted the current frame (at once in a next task
 * where nothing paints). Returns a cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let cancelled = false;
  const afterFrame = () =>
    void yieldToBrowser().then(() => {
      if (!cancelled) run();
    });
  if (typeof requestAnimationFrame !== 'function') {
    afterFrame();
    return () => (cancelled = true);
  }
  const frame = requestAnimationFrame(afterFrame);
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}

/**
 * A callback ref that hands its element to `target` only after the next paint, and takes it back
 * at once. For code that measures the element as it gets it: measuring a page that has just been
 * rendered lays it out then and there, in the same task as the render, and the page is laid out
 * anyway for its first paint.
 */
export function useRefAfterPaint<T extends Element>(target: (node: T | null) => void) {
  return useCallback(
    (node: T | null) => {
      if (!node) return;
      const cancel = afterNextPaint(() => target(node));
      return () => {
        cancel();
        target(null);
      };
    },
    [target],
  );
}
