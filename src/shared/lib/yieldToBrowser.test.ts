import { yieldToBrowser } from './yieldToBrowser';

describe('yieldToBrowser', () => {
  it('resolves after the current task, not within it', async () => {
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('after the yield'));
    await Promise.resolve();
    order.push('same task');
    await yielded;
    expect(order).toEqual(['same task', 'after the yield']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToBrowser();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
