import { memoizeLast } from './memoizeLast';

describe('memoizeLast', () => {
  it('returns the same result for the same argument and computes again for another', () => {
    const compute = vi.fn((items: Record<string, number>) => Object.values(items));
    const memoized = memoizeLast(compute);
    const first = { a: 1 };
    const second = { a: 1 };
    expect(memoized(first)).toBe(memoized(first));
    expect(compute).toHaveBeenCalledTimes(1);
    expect(memoized(second)).not.toBe(memoized(first));
    expect(compute).toHaveBeenCalledTimes(3);
  });
});
