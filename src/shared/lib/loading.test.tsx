import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import {
  BUSY_CUE_DELAY_MS,
  connectionAllowsPrefetch,
  lazyPart,
  prefetch,
  prefetchOnIntent,
  resetPrefetchForTests,
  switchingProps,
  usePrefetch,
  useSwitch,
  type ConnectionInfo,
  type Preloadable,
} from './loading';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** A part whose download the test finishes (or fails) by hand. */
function controlledPart() {
  let finish = (): void => {};
  let fail = (): void => {};
  const load = vi.fn(
    () =>
      new Promise<() => React.ReactElement>((resolve, reject) => {
        finish = () => resolve(() => <p>part</p>);
        fail = () => reject(new Error('offline'));
      }),
  );
  return { part: lazyPart(load), load, finish: () => finish(), fail: () => fail() };
}

/** Start-up under the test's control: `over()` ends it. */
function controlledStartup() {
  let run = (): void => {};
  resetPrefetchForTests((next) => {
    run = next;
    return () => {};
  });
  return { over: () => run() };
}

function withConnection(connection: ConnectionInfo | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

afterEach(() => {
  withConnection(undefined);
  vi.useRealTimers();
});

describe('lazyPart', () => {
  it('suspends when not fetched ahead, then shows the part', async () => {
    const Part = lazyPart(() => Promise.resolve(() => <p>the part</p>));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('renders a part fetched ahead at once, without the fallback', async () => {
    const Part = lazyPart(() => Promise.resolve(() => <p>the part</p>));
    await Part.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('the part')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('tries a failed download again on the next preload', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => <p>part</p>);
    const Part = lazyPart(load);
    await expect(Part.preload()).rejects.toThrow('offline');
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an optional part that cannot load renders nothing', async () => {
    const Part = lazyPart(() => Promise.reject(new Error('offline')), { optional: true });
    await Part.preload();
    const { container } = render(<Part />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('connectionAllowsPrefetch', () => {
  it('fetches ahead on a fast or unknown connection, never to save data or on a slow one', () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({})).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '3g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('reads the browser’s own connection by default', () => {
    withConnection({ effectiveType: '4g', saveData: true });
    expect(connectionAllowsPrefetch()).toBe(false);
  });
});

describe('the prefetch rule', () => {
  it('fetches nothing until start-up is over, then one part at a time, in order', async () => {
    const startup = controlledStartup();
    const first = controlledPart();
    const second = controlledPart();
    const third = controlledPart();
    prefetch([first.part, second.part]);
    prefetch([third.part]);
    await settle();
    expect(first.load).not.toHaveBeenCalled();

    startup.over();
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(second.load).not.toHaveBeenCalled();

    first.finish();
    await settle();
    expect(second.load).toHaveBeenCalledTimes(1);
    expect(third.load).not.toHaveBeenCalled();

    // A failed download does not stop the parts after it.
    second.fail();
    await settle();
    expect(third.load).toHaveBeenCalledTimes(1);
  });

  it('fetches a part named twice once', async () => {
    const startup = controlledStartup();
    const part = controlledPart();
    prefetch([part.part]);
    prefetch([part.part]);
    startup.over();
    part.finish();
    await settle();
    prefetch([part.part]);
    await settle();
    expect(part.load).toHaveBeenCalledTimes(1);
  });

  it('drops what a screen no longer shown named, unless it has started', async () => {
    const startup = controlledStartup();
    const first = controlledPart();
    const second = controlledPart();
    const cancel = prefetch([first.part, second.part]);
    startup.over();
    cancel();
    first.finish();
    await settle();
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(second.load).not.toHaveBeenCalled();
  });

  it('fetches nothing ahead when the visitor asked to save data', async () => {
    withConnection({ effectiveType: '4g', saveData: true });
    const startup = controlledStartup();
    const part = controlledPart();
    prefetch([part.part]);
    startup.over();
    await settle();
    expect(part.load).not.toHaveBeenCalled();
  });

  it('fetches nothing ahead on a slow connection, checked as each part would start', async () => {
    const startup = controlledStartup();
    const first = controlledPart();
    const second = controlledPart();
    prefetch([first.part, second.part]);
    startup.over();
    withConnection({ effectiveType: '3g' });
    first.finish();
    await settle();
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(second.load).not.toHaveBeenCalled();
  });

  it('a screen shown after start-up fetches its parts in the next idle moment, not in its press', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      const startup = controlledStartup();
      const first = controlledPart();
      prefetch([first.part]);
      startup.over();
      expect(first.load).toHaveBeenCalledTimes(1);
      first.finish();
      await settle();

      const later = controlledPart();
      prefetch([later.part]);
      await settle();
      expect(later.load).not.toHaveBeenCalled();
      idle.forEach((run) => run());
      expect(later.load).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('usePrefetch names a screen’s parts while it is on screen', async () => {
    const startup = controlledStartup();
    const shown = controlledPart();
    const gone = controlledPart();
    const blocker = controlledPart();
    const parts = [blocker.part, gone.part];
    const { unmount } = renderHook(() => usePrefetch(parts));
    renderHook(() => usePrefetch([shown.part]));
    startup.over();
    unmount();
    blocker.finish();
    await settle();
    expect(gone.load).not.toHaveBeenCalled();
    expect(shown.load).toHaveBeenCalledTimes(1);
  });
});

describe('prefetchOnIntent', () => {
  const parts = (): Preloadable & { preload: ReturnType<typeof vi.fn> } => ({
    preload: vi.fn(() => Promise.resolve()),
  });

  it('fetches when the visitor points at, focuses or presses the control', () => {
    const part = parts();
    const handlers = prefetchOnIntent([part]);
    handlers.onPointerEnter();
    handlers.onFocus();
    handlers.onPointerDown();
    expect(part.preload).toHaveBeenCalledTimes(3);
  });

  it('saving data, only a press fetches', () => {
    withConnection({ saveData: true });
    const [first, second] = [parts(), parts()];
    const handlers = prefetchOnIntent([first, second]);
    handlers.onPointerEnter();
    handlers.onFocus();
    expect(first.preload).not.toHaveBeenCalled();
    handlers.onPointerDown();
    expect(first.preload).toHaveBeenCalledTimes(1);
    expect(second.preload).toHaveBeenCalledTimes(1);
  });
});

describe('useSwitch', () => {
  function Switcher({ Part }: { Part: React.ComponentType }) {
    const [busy, start] = useSwitch();
    const [shown, setShown] = useState(false);
    return (
      <>
        <button type="button" {...switchingProps(busy)} onClick={() => start(() => setShown(true))}>
          open
        </button>
        <Suspense fallback={<p>loading</p>}>{shown ? <Part /> : <p>before</p>}</Suspense>
      </>
    );
  }

  it('keeps the screen before, and says the control is working only after 200 ms', async () => {
    vi.useFakeTimers();
    const part = controlledPart();
    render(<Switcher Part={part.part} />);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByText('before')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');

    await act(async () => vi.advanceTimersByTime(BUSY_CUE_DELAY_MS + 10));
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button')).toHaveAttribute('data-switching');
    expect(screen.getByText('before')).toBeInTheDocument();

    await act(async () => part.finish());
    expect(screen.getByText('part')).toBeInTheDocument();
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
  });

  it('runs at once, not in a transition, when every part it needs is in', async () => {
    const Needed = lazyPart(() => Promise.resolve(() => <p>needed</p>));
    await Needed.preload();
    // Not named among the needs: an urgent update that meets it shows the fallback, where a
    // transition would keep the screen before.
    const Unnamed = controlledPart();
    const needs = [Needed];
    function Urgent() {
      const [, start] = useSwitch(needs);
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => start(() => setShown(true))}>
            open
          </button>
          <Suspense fallback={<p>loading</p>}>
            {shown ? (
              <>
                <Needed />
                <Unnamed.part />
              </>
            ) : (
              <p>before</p>
            )}
          </Suspense>
        </>
      );
    }
    render(<Urgent />);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByText('loading')).toBeVisible();
    expect(screen.getByText('before')).not.toBeVisible();
    await act(async () => Unnamed.finish());
    expect(screen.getByText('needed')).toBeInTheDocument();
    expect(screen.getByText('part')).toBeInTheDocument();
  });

  it('a quick switch never shows the cue', async () => {
    vi.useFakeTimers();
    const Part = lazyPart(() => Promise.resolve(() => <p>part</p>));
    await Part.preload();
    render(<Switcher Part={Part} />);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByText('part')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(BUSY_CUE_DELAY_MS * 2));
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
  });
});
