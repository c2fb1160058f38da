import { addedPerMonth, MONTHS_SHOWN } from './months';
import { listed } from './insights.fixtures';

const addedAt = (...dates: (string | null)[]) => dates.map((date) => listed({ addedAt: date }));
const counts = (buckets: { count: number }[]) => buckets.map((bucket) => bucket.count);

describe('addedPerMonth', () => {
  const now = new Date('2026-11-15T12:00:00Z');
  // Far from UTC, so that reading a date in local time instead of UTC shows.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Pacific/Kiritimati';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('lists the 12 months ending with the current one, oldest first, all 0 for no favorites', () => {
    const buckets = addedPerMonth([], now);
    expect(buckets).toHaveLength(MONTHS_SHOWN);
    expect(buckets[0]).toEqual({ month: '2025-12', count: 0 });
    expect(buckets[11]).toEqual({ month: '2026-11', count: 0 });
    expect(counts(buckets)).toEqual(new Array(12).fill(0));
  });

  it.each<[string, (string | null)[], number[]]>([
    [
      'counts favorites per month, months without any as 0',
      [
        '2026-11-02T10:00:00Z',
        '2026-11-14T23:00:00Z',
        '2026-09-30T08:00:00Z',
        '2025-12-01T00:00:00Z',
      ],
      [1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2],
    ],
    [
      'leaves out undated, unreadable, older and future dates',
      [null, 'N/A', '', '2025-11-30T23:59:59Z', '2026-12-01T00:00:00Z', '2026-11-30T23:59:59Z'],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
    ],
  ])('%s', (_name, dates, monthly) => {
    expect(counts(addedPerMonth(addedAt(...dates), now))).toEqual(monthly);
  });

  it('places a favorite at a month boundary by UTC time', () => {
    const buckets = addedPerMonth(
      addedAt(
        '2026-11-01T00:00:00.000Z',
        '2026-10-31T23:59:59.999Z',
        // Midnight in Moscow on 1 November is still 31 October in UTC.
        '2026-11-01T00:30:00+03:00',
      ),
      now,
    );
    expect(buckets.slice(-2)).toEqual([
      { month: '2026-10', count: 2 },
      { month: '2026-11', count: 1 },
    ]);
  });

  it('crosses the new year, and takes the month of `now` in UTC', () => {
    const january = new Date('2027-01-01T00:00:00Z');
    const buckets = addedPerMonth(addedAt('2026-12-31T23:59:59Z'), january);
    expect(buckets.map((bucket) => bucket.month)).toEqual([
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
    expect(buckets[10].count).toBe(1);
  });

  it('gives no months for an invalid current date', () => {
    expect(addedPerMonth(addedAt('2026-11-01T00:00:00Z'), new Date(NaN))).toEqual([]);
  });
});
