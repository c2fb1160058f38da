import { eachInOwnTask } from './eachInOwnTask';

describe('eachInOwnTask', () => {
  it('runs nothing in the current task, then each in a task of its own, in order', async () => {
    const ran: string[] = [];
    const yields: number[] = [];
    // Each yield is a task boundary: record how many had run when each one was asked for.
    vi.stubGlobal('scheduler', {
      yield: () => {
        yields.push(ran.length);
        return new Promise<void>((resolve) => setTimeout(resolve, 0));
      },
    });
    const done = eachInOwnTask([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')]);
    expect(ran).toEqual([]);
    await done;
    vi.unstubAllGlobals();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(yields).toEqual([0, 1, 2]);
  });
});
