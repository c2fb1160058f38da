import { text } from '../shared/text';
import { OmdbError } from './errors';
import { askPatiently, isDailyLimit, isRateLimited } from './failures';

describe('failures of a long run of OMDb calls', () => {
  it('tells the daily limit and our rate limit from other failures', () => {
    expect(isDailyLimit(new OmdbError(text.errors.dailyLimit))).toBe(true);
    expect(isRateLimited(new OmdbError(text.errors.rateLimited))).toBe(true);
    expect(isDailyLimit(new OmdbError(text.errors.network))).toBe(false);
    expect(isRateLimited(new Error(text.errors.rateLimited))).toBe(false);
  });

  it('asks again after a pause while rate limited, then gives the answer', async () => {
    let calls = 0;
    const answer = await askPatiently(
      async () => {
        calls += 1;
        if (calls < 3) throw new OmdbError(text.errors.rateLimited);
        return 'found';
      },
      new AbortController().signal,
      { pauseMs: 1 },
    );
    expect([answer, calls]).toEqual(['found', 3]);
  });

  it('gives up after its retries, and at once on any other failure', async () => {
    const limited = vi.fn(async () => {
      throw new OmdbError(text.errors.rateLimited);
    });
    await expect(
      askPatiently(limited, new AbortController().signal, { retries: 2, pauseMs: 1 }),
    ).rejects.toThrow(text.errors.rateLimited);
    expect(limited).toHaveBeenCalledTimes(3);
    const broken = vi.fn(async () => {
      throw new OmdbError(text.errors.network);
    });
    await expect(
      askPatiently(broken, new AbortController().signal, { pauseMs: 1 }),
    ).rejects.toThrow();
    expect(broken).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const waiting = askPatiently(async () => {
      throw new OmdbError(text.errors.rateLimited);
    }, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
