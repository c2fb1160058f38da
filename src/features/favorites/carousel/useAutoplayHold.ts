import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useRef, type FocusEvent } from 'react';

type CarouselApi = UseEmblaCarouselType[1];

/**
 * Holds autoplay while keyboard focus is anywhere in the carousel, buttons included, and lets
 * it go when focus leaves (unless the pointer is over it: hover holds it then). Holds it too when
 * the carousel starts under the pointer. The plugin's own
 * stopOnFocusIn only sees the slides, and its mouseleave, focusout and pointerup handlers restart
 * the timer regardless, which would scroll the card a keyboard user is on out of view.
 */
export function useAutoplayHold(api: CarouselApi) {
  const held = useRef(false);

  useEffect(() => {
    if (!api) return;
    // The carousel starts after the first paint: keyboard focus that came in before then, or a
    // pointer already over it (the region, the viewport's parent, so no mouseenter reached the
    // plugin), holds it from the start.
    if (held.current || api.rootNode().parentElement?.matches(':hover')) {
      api.plugins().autoplay?.stop();
    }
    // The plugin sets its timer before it counts itself as playing, so stop once that is done.
    const keepHeld = () => {
      if (held.current) queueMicrotask(() => api.plugins().autoplay?.stop());
    };
    api.on('autoplay:timerset', keepHeld);
    return () => {
      api.off('autoplay:timerset', keepHeld);
    };
  }, [api]);

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      // A mouse click focuses a button too; only keyboard focus (focus-visible) holds.
      if (!event.target.matches(':focus-visible')) return;
      held.current = true;
      api?.plugins().autoplay?.stop();
    },
    [api],
  );

  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const region = event.currentTarget;
      if (!held.current || region.contains(event.relatedTarget as Node | null)) return;
      held.current = false;
      if (!region.matches(':hover')) api?.plugins().autoplay?.play();
    },
    [api],
  );

  return { onFocus, onBlur };
}
