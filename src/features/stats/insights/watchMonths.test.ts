import { listed } from './insights.fixtures';
import type { PersonalFilm } from './types';
import { WATCH_MONTHS_SHOWN, watchesPerMonth } from './watchMonths';

const watchedOn = (...watched: string[]): PersonalFilm => ({ ...listed(), watched });

describe('films watched per month', () => {
  it('counts every watch in its month, over the span from the first month to the last', () => {
    const stats = watchesPerMonth([
      watchedOn('2025-11-03', '2026-01-20'),
      watchedOn('2026-01-01', '2026-01-31'),
      { ...listed() },
      watchedOn(),
    ]);
    expect(stats.months).toEqual([
      { month: '2025-11', count: 1 },
      { month: '2025-12', count: 0 },
      { month: '2026-01', count: 3 },
    ]);
    expect(stats).toMatchObject({
      watches: 4,
      films: 2,
      earlier: 0,
      busiest: { month: '2026-01', count: 3 },
    });
  });

  it('shows only the latest months of a long span and counts the watches before them', () => {
    const stats = watchesPerMonth([watchedOn('2019-03-10', '2024-06-01', '2026-05-09')]);
    expect(stats.months).toHaveLength(WATCH_MONTHS_SHOWN);
    expect(stats.months[0].month).toBe('2024-06');
    expect(stats.months.at(-1)).toEqual({ month: '2026-05', count: 1 });
    expect(stats.earlier).toBe(1);
  });

  it('takes the later month on a tie for the busiest', () => {
    const stats = watchesPerMonth([watchedOn('2026-03-01'), watchedOn('2024-07-07')]);
    expect(stats.busiest).toEqual({ month: '2026-03', count: 1 });
  });

  it('skips days that are not `YYYY-MM-DD`, and has nothing to say without watches', () => {
    expect(watchesPerMonth([watchedOn('2026-13-01', 'вчера', '')])).toEqual({
      months: [],
      watches: 0,
      films: 0,
      earlier: 0,
      busiest: null,
    });
  });
});
