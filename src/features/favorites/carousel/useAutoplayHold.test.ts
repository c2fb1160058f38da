import { renderHook } from '@testing-library/react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import type { FocusEvent } from 'react';
import { useAutoplayHold } from './useAutoplayHold';

type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/** The part of embla's API the hold uses, with an autoplay plugin that records stop and play. */
function fakeCarousel() {
  const region = document.createElement('section');
  const viewport = document.createElement('div');
  region.append(viewport);
  const autoplay = { stop: vi.fn(), play: vi.fn() };
  const api = {
    rootNode: () => viewport,
    plugins: () => ({ autoplay }),
    on: vi.fn(),
    off: vi.fn(),
  } as unknown as CarouselApi;
  return { api, autoplay, region };
}

const keyboardFocus = (region: HTMLElement) =>
  ({
    target: { matches: (selector: string) => selector === ':focus-visible' },
    currentTarget: region,
  }) as unknown as FocusEvent<HTMLElement>;

describe('useAutoplayHold', () => {
  it('holds autoplay for keyboard focus that came in before the carousel started', () => {
    const { api, autoplay, region } = fakeCarousel();
    const { result, rerender } = renderHook(
      ({ started }: { started: boolean }) => useAutoplayHold(started ? api : undefined),
      { initialProps: { started: false } },
    );
    result.current.onFocus(keyboardFocus(region));
    expect(autoplay.stop).not.toHaveBeenCalled();

    rerender({ started: true });
    expect(autoplay.stop).toHaveBeenCalledTimes(1);
  });

  it('leaves a carousel that started with no focus or pointer in it playing', () => {
    const { api, autoplay } = fakeCarousel();
    renderHook(() => useAutoplayHold(api));
    expect(autoplay.stop).not.toHaveBeenCalled();
  });
});
