import { renderHook } from '@testing-library/react';
import { useWindowEndKept } from './windowing';

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
