import { createStatusBox } from './status';
import { joinSyncTabs } from './tabs';

/**
 * The Web Locks API as a browser grants it: one holder per name, the next request granted when
 * the holder's callback settles, a request withdrawn by its signal. jsdom has none.
 */
function lockManager() {
  const queues = new Map<string, (() => void)[]>();
  const held = new Set<string>();
  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  return {
    request(name: string, options: { signal: AbortSignal }, work: () => Promise<void>) {
      return new Promise<void>((resolve, reject) => {
        const run = () => {
          held.add(name);
          void work().finally(() => {
            resolve();
            grantNext(name);
          });
        };
        if (!held.has(name)) return run();
        const queue = queues.get(name) ?? [];
        queue.push(run);
        queues.set(name, queue);
        options.signal.addEventListener('abort', () => {
          const at = queue.indexOf(run);
          if (at >= 0) queue.splice(at, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
  };
}

function tab() {
  const status = createStatusBox();
  const hooks = {
    status,
    lead: vi.fn(async () => {}),
    keyChanged: vi.fn(async () => {}),
    stateChanged: vi.fn(async () => {}),
  };
  return { hooks, tabs: joinSyncTabs(hooks) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('sync across the tabs of one browser', () => {
  const open: { tabs: { stop: () => void } }[] = [];
  const opened = () => {
    const made = tab();
    open.push(made);
    return made;
  };
  afterEach(() => {
    for (const { tabs } of open.splice(0)) tabs.stop();
    vi.unstubAllGlobals();
  });

  it('lets one tab lead, hands the lead on when it closes, and shows the others its status', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: lockManager() });
    const first = opened();
    await settle();
    const second = opened();
    await settle();
    expect(first.tabs.leads()).toBe(true);
    expect(second.tabs.leads()).toBe(false);
    expect(first.hooks.lead).toHaveBeenCalledTimes(1);
    expect(second.hooks.lead).not.toHaveBeenCalled();

    first.hooks.status.set({ on: true, pending: 2 });
    await settle();
    expect(second.hooks.status.get()).toMatchObject({ on: true, pending: 2 });

    first.tabs.stop();
    await settle();
    expect(second.tabs.leads()).toBe(true);
    expect(second.hooks.lead).toHaveBeenCalledTimes(1);
  });

  it('tells the leader of a new key, and every other tab of a stored state', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: lockManager() });
    const leader = opened();
    await settle();
    const follower = opened();
    const third = opened();
    await settle();
    follower.tabs.keyChanged();
    follower.tabs.stateChanged();
    await settle();
    expect(leader.hooks.keyChanged).toHaveBeenCalledTimes(1);
    expect(third.hooks.keyChanged).not.toHaveBeenCalled();
    expect(leader.hooks.stateChanged).toHaveBeenCalledTimes(1);
    expect(third.hooks.stateChanged).toHaveBeenCalledTimes(1);
    expect(follower.hooks.stateChanged).not.toHaveBeenCalled();
  });

  it('lets every tab lead where the browser has no Web Locks', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    const [a, b] = [opened(), opened()];
    await settle();
    expect([a.tabs.leads(), b.tabs.leads()]).toEqual([true, true]);
  });

  it('says nothing more once stopped', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: lockManager() });
    const a = opened();
    const b = opened();
    await settle();
    b.tabs.stop();
    b.tabs.stateChanged();
    await settle();
    expect(a.hooks.stateChanged).not.toHaveBeenCalled();
  });
});
