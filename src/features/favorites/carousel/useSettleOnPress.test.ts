import { renderHook } from '@testing-library/react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useSettleOnPress } from './useSettleOnPress';

type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/** The part of embla's API the hook uses: its events, to fire by hand, and scrollTo. */
function fakeCarousel() {
  const handlers = new Map<string, () => void>();
  const api = {
    on: (event: string, handler: () => void) => handlers.set(event, handler),
    off: (event: string) => handlers.delete(event),
    selectedScrollSnap: () => 3,
    scrollTo: vi.fn(),
  } as unknown as CarouselApi;
  const emit = (event: string) => handlers.get(event)?.();
  return { api, emit, handlers };
}

const pressSomewhere = () => document.body.click();

describe('useSettleOnPress', () => {
  it('ends a slide in motion on the slide it was going to when anything is pressed', () => {
    const { api, emit } = fakeCarousel();
    renderHook(() => useSettleOnPress(api));
    emit('scroll');
    pressSomewhere();
    expect(api.scrollTo).toHaveBeenCalledExactlyOnceWith(3, true);
    pressSomewhere();
    expect(api.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('leaves a carousel at rest alone', () => {
    const { api, emit } = fakeCarousel();
    renderHook(() => useSettleOnPress(api));
    pressSomewhere();
    emit('scroll');
    emit('settle');
    pressSomewhere();
    expect(api.scrollTo).not.toHaveBeenCalled();
  });

  it('stops listening when the carousel goes', () => {
    const { api, emit, handlers } = fakeCarousel();
    const { unmount } = renderHook(() => useSettleOnPress(api));
    emit('scroll');
    unmount();
    pressSomewhere();
    expect(api.scrollTo).not.toHaveBeenCalled();
    expect(handlers.size).toBe(0);
  });
});
