import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The element's width in CSS pixels, kept current as it resizes. Until it is measured (and where
 * nothing is laid out, as in jsdom) it is `fallback`.
 *
 * ResizeObserver reports the first size after the browser's own layout and before that frame is
 * painted; rendering the new width at once (flushSync) keeps the fallback from ever showing. Reading
 * the size in the layout effect instead would force one extra layout per chart.
 */
export function useElementWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry.contentRect.width);
      // A hidden element measures 0: keep the last width for when it shows again.
      if (measured > 0) flushSync(() => setWidth(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
