import { useEffect, useState } from 'react';
import { yieldToBrowser } from './yieldToBrowser';

/**
 * False in the render that shows a component, true in a render of its own once that frame has
 * painted: for a part whose first drawing is costly and can wait a frame (its place held meanwhile).
 * Unlike `useDeferredValue(true, false)`, whose second render React may run before the browser
 * paints, this one never lengthens the press that showed the component. (Not built on
 * afterNextPaint.ts: shared by two lazy chunks, that module would become a request of its own.)
 */
export function useShownAfterPaint(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let gone = false;
    const frame = requestAnimationFrame(() => {
      void yieldToBrowser().then(() => gone || setShown(true));
    });
    return () => {
      gone = true;
      cancelAnimationFrame(frame);
    };
  }, []);
  return shown;
}
