import { onStoredChange } from './onStoredChange';

/** The browser telling this tab that another one changed `key` (null: cleared storage). */
function otherTabChanges(key: string | null, storageArea: Storage | null = localStorage) {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea }));
}

describe('onStoredChange, the page’s one storage listener', () => {
  // Whatever a test leaves following stops with it, so the next starts with no listener at all.
  const stops: (() => void)[] = [];
  const follow = (key: string, handler: () => void, signal?: AbortSignal) => {
    const stop = onStoredChange(key, handler, signal);
    stops.push(stop);
    return stop;
  };
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    vi.restoreAllMocks();
  });

  it('passes a change on to the followers of its key only, and a clearing to all', () => {
    const theme = vi.fn();
    const favorites = vi.fn();
    follow('theme', theme);
    follow('favorites', favorites);
    otherTabChanges('theme');
    expect(theme).toHaveBeenCalledTimes(1);
    expect(favorites).not.toHaveBeenCalled();
    otherTabChanges(null);
    expect(theme).toHaveBeenCalledTimes(2);
    expect(favorites).toHaveBeenCalledTimes(1);
  });

  it('listens once for the page, however many follow, and stops when the last one does', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const stopTheme = follow('theme', () => {});
    const stopFavorites = follow('favorites', () => {});
    follow('favorites', () => {})();
    expect(added.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    stopTheme();
    expect(removed.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(0);
    stopFavorites();
    expect(removed.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
  });

  it('hears no more once stopped or aborted, and nothing of sessionStorage', () => {
    const stopped = vi.fn();
    const aborted = vi.fn();
    const kept = vi.fn();
    const lifetimeOfOne = new AbortController();
    follow('theme', stopped)();
    follow('theme', aborted, lifetimeOfOne.signal);
    follow('theme', kept);
    lifetimeOfOne.abort();
    otherTabChanges('theme', sessionStorage);
    expect(kept).not.toHaveBeenCalled();
    otherTabChanges('theme');
    expect(kept).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
    expect(aborted).not.toHaveBeenCalled();
    const alreadyOver = vi.fn();
    follow('theme', alreadyOver, AbortSignal.abort());
    otherTabChanges('theme');
    expect(alreadyOver).not.toHaveBeenCalled();
  });

  it('still tells the others when one follower throws, and reports the error apart', () => {
    const reports: (() => void)[] = [];
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => void reports.push(task));
    const after = vi.fn();
    const failure = new Error('broken follower');
    follow('theme', () => {
      throw failure;
    });
    follow('theme', after);
    otherTabChanges('theme');
    expect(after).toHaveBeenCalledTimes(1);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toThrow(failure);
  });
});
