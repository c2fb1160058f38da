import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage, preloadWhenIdle } from './lazyPage';

const loadPage = () => Promise.resolve({ default: () => <p>the page</p> });

describe('lazyPage', () => {
  it('suspends on a first visit that was not preloaded, then shows the page', async () => {
    const Page = lazyPage(loadPage);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('renders a preloaded page at once, without the fallback', async () => {
    const Page = lazyPage(loadPage);
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('tries a failed download again on the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(loadPage);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadWhenIdle', () => {
  /** requestIdleCallback under the test's control: `idle()` runs the callbacks waiting now. */
  function fakeIdle() {
    const waiting = new Map<number, IdleRequestCallback>();
    let next = 1;
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => {
      waiting.set(next, run);
      return next++;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
    return {
      waiting: () => waiting.size,
      idle: () => {
        const runs = [...waiting.values()];
        waiting.clear();
        runs.forEach((run) => run({ didTimeout: false, timeRemaining: () => 50 }));
      },
    };
  }

  /** A page whose download the test finishes (or fails) by hand. */
  function controlledPage() {
    let finish = (): void => {};
    let fail = (): void => {};
    const load = vi.fn(
      () =>
        new Promise<{ default: () => React.ReactElement }>((resolve, reject) => {
          finish = () => resolve({ default: () => <p>page</p> });
          fail = () => reject(new Error('offline'));
        }),
    );
    return { page: lazyPage(load), load, finish: () => finish(), fail: () => fail() };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  afterEach(() => vi.unstubAllGlobals());

  it('fetches nothing until the browser is idle, then one page per idle period, each after the last is in', async () => {
    const browser = fakeIdle();
    const first = controlledPage();
    const second = controlledPage();
    const third = controlledPage();
    preloadWhenIdle([first.page, second.page, third.page]);

    expect(first.load).not.toHaveBeenCalled();
    browser.idle();
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(second.load).not.toHaveBeenCalled();

    // The first page is still downloading: an idle period passes without starting the second.
    browser.idle();
    await settle();
    expect(second.load).not.toHaveBeenCalled();
    expect(browser.waiting()).toBe(0);

    first.finish();
    await settle();
    expect(second.load).not.toHaveBeenCalled();
    expect(browser.waiting()).toBe(1);
    browser.idle();
    expect(second.load).toHaveBeenCalledTimes(1);
    expect(third.load).not.toHaveBeenCalled();

    // A failed download does not stop the pages after it.
    second.fail();
    await settle();
    browser.idle();
    expect(third.load).toHaveBeenCalledTimes(1);
  });

  it('stops when cancelled, before or between pages', async () => {
    const browser = fakeIdle();
    const first = controlledPage();
    const second = controlledPage();
    const cancel = preloadWhenIdle([first.page, second.page]);
    browser.idle();
    cancel();
    first.finish();
    await settle();
    browser.idle();
    expect(second.load).not.toHaveBeenCalled();

    const third = controlledPage();
    preloadWhenIdle([third.page])();
    browser.idle();
    expect(third.load).not.toHaveBeenCalled();
  });
});
