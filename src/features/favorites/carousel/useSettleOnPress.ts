import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

type CarouselApi = UseEmblaCarouselType[1];

/**
 * A press anywhere on the page ends a slide in motion at once, on the slide it was going to.
 * Each frame of the slide's motion shares the main thread with whatever the press starts: on a
 * phone, a press during an autoplayed slide took up to twice as long to show its screen or dialog.
 * It listens to `click`, not `pointerdown`: by then the press has its target, so a card that
 * jumps under the pointer cannot turn the press into a click on something else.
 */
export function useSettleOnPress(api: CarouselApi) {
  useEffect(() => {
    if (!api) return;
    let moving = false;
    const onScroll = () => {
      moving = true;
    };
    const onSettle = () => {
      moving = false;
    };
    const onPress = () => {
      if (!moving) return;
      moving = false;
      api.scrollTo(api.selectedScrollSnap(), true);
    };
    api.on('scroll', onScroll);
    api.on('settle', onSettle);
    document.addEventListener('click', onPress, true);
    return () => {
      api.off('scroll', onScroll);
      api.off('settle', onSettle);
      document.removeEventListener('click', onPress, true);
    };
  }, [api]);
}
