import type { Virtualizer, VirtualItem } from '@tanstack/react-virtual';
import { renderHook } from '@testing-library/react';
import { useCorrectionsForRowsAbove, useWindowEndKept } from './windowing';

/** jsdom lays nothing out: the page's height and the window's place are set by hand. */
function pageOf(height: number, scrollY: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: height,
    configurable: true,
  });
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
}

describe('useWindowEndKept', () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  afterEach(() => {
    scrollTo.mockClear();
    delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
    delete (window as { scrollY?: number }).scrollY;
    delete (window as { innerHeight?: number }).innerHeight;
  });
  afterAll(() => scrollTo.mockRestore());

  /** The window scrolled to `scrollY` of a 5,000 px page, which then grows to 5,600 px. */
  function growUnder(scrollY: number) {
    pageOf(5000, scrollY);
    const { rerender } = renderHook(({ height }) => useWindowEndKept(height), {
      initialProps: { height: 5000 },
    });
    window.dispatchEvent(new Event('scroll'));
    pageOf(5600, scrollY);
    rerender({ height: 5600 });
  }

  it('keeps a window scrolled to the end there when the page grows under it', () => {
    growUnder(4200);
    expect(scrollTo).toHaveBeenCalledWith(0, 5600);
  });

  it('leaves a window elsewhere on the page where it is', () => {
    growUnder(1000);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('useCorrectionsForRowsAbove', () => {
  afterEach(() => {
    delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
    delete (window as { scrollY?: number }).scrollY;
    delete (window as { innerHeight?: number }).innerHeight;
  });

  /** Whether a row measured at `start` (the window at 1,000 px of 5,000) moves the window. */
  function corrects(start: number, scrollDirection: 'forward' | 'backward' | null, scrollY = 1000) {
    pageOf(5000, scrollY);
    const virtualizer = { scrollDirection, scrollOffset: scrollY } as Virtualizer<Window, Element>;
    renderHook(() => useCorrectionsForRowsAbove(virtualizer));
    const decide = virtualizer.shouldAdjustScrollPositionOnItemSizeChange;
    return decide?.({ start } as VirtualItem, 10, virtualizer);
  }

  it('moves the window for a row above the screen, at rest or scrolling up', () => {
    expect(corrects(500, null)).toBe(true);
    expect(corrects(500, 'backward')).toBe(true);
  });

  it('never for a row below the top of the screen', () => {
    expect(corrects(1500, null)).toBe(false);
  });

  it('not while the window moves down (End, PageDown), nor at the end of the page', () => {
    expect(corrects(500, 'forward')).toBe(false);
    expect(corrects(3900, null, 4200)).toBe(false);
  });
});
