import { afterStartup, STARTUP_QUIET_MS } from './afterStartup';

describe('afterStartup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits until the visitor has been quiet for a while after the page loaded', () => {
    const run = vi.fn();
    afterStartup(run);
    vi.advanceTimersByTime(STARTUP_QUIET_MS - 100);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'm' }));
    vi.advanceTimersByTime(STARTUP_QUIET_MS - 100);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled', () => {
    const run = vi.fn();
    const cancel = afterStartup(run);
    cancel();
    vi.advanceTimersByTime(STARTUP_QUIET_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});
