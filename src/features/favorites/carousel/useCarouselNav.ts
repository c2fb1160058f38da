import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useSyncExternalStore } from 'react';

// embla-carousel itself is not a direct dependency, so its API type comes through the hook's.
type CarouselApi = UseEmblaCarouselType[1];

/** Whether the carousel can move back or forward, kept in step with embla's own state. */
export function useCarouselNav(api: CarouselApi) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  const canPrev = useSyncExternalStore(subscribe, () => api?.canScrollPrev() ?? false);
  const canNext = useSyncExternalStore(subscribe, () => api?.canScrollNext() ?? false);

  const move = useCallback(
    (direction: 'prev' | 'next') => {
      if (!api) return;
      if (direction === 'prev') api.scrollPrev();
      else api.scrollNext();
      // A manual step restarts the countdown, so the next automatic one does not follow at once.
      api.plugins().autoplay?.reset();
    },
    [api],
  );

  return { canPrev, canNext, move };
}
