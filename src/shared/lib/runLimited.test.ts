import { runLimited } from './runLimited';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('runLimited', () => {
  it('works through every item in order, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await runLimited(
      Array.from({ length: 12 }, (_, n) => n),
      3,
      async (item) => {
        started.push(item);
        running += 1;
        most = Math.max(most, running);
        await tick();
        running -= 1;
      },
      { signal: new AbortController().signal },
    );
    expect(started).toEqual(Array.from({ length: 12 }, (_, n) => n));
    expect(most).toBe(3);
  });

  it('takes no new item once told to stop, or once aborted, and lets started ones finish', async () => {
    const done: number[] = [];
    await runLimited(
      [1, 2, 3, 4, 5, 6],
      2,
      async (item) => {
        await tick();
        done.push(item);
      },
      { signal: new AbortController().signal, stop: () => done.includes(1) },
    );
    expect(done).toEqual([1, 2]);

    const controller = new AbortController();
    const seen: number[] = [];
    await runLimited(
      [1, 2, 3, 4],
      1,
      async (item) => {
        seen.push(item);
        controller.abort();
      },
      { signal: controller.signal },
    );
    expect(seen).toEqual([1]);
  });
});
