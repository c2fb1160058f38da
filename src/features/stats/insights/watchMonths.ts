import type { MonthBucket, PersonalFilm } from './types';

/** The most months the chart shows: the latest of the span that has watches. */
export const WATCH_MONTHS_SHOWN = 24;

export interface WatchMonths {
  /**
   * Watches in each month from the first month with one to the last, empty months as 0, oldest
   * first; only the latest WATCH_MONTHS_SHOWN of them.
   */
  months: MonthBucket[];
  /** Every watch counted (a film watched on three days counts three). */
  watches: number;
  /** Films with at least one watch day. */
  films: number;
  /** Watches in months before those shown. */
  earlier: number;
  /** The month with the most watches of all; on a tie the later one. */
  busiest: MonthBucket | null;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])-\d\d$/;

function monthKey(ordinal: number): string {
  const year = Math.floor(ordinal / 12);
  return `${String(year).padStart(4, '0')}-${String(ordinal - year * 12 + 1).padStart(2, '0')}`;
}

/** Films watched per calendar month, from the visitor's watch days (`YYYY-MM-DD`). */
export function watchesPerMonth(favorites: readonly PersonalFilm[]): WatchMonths {
  const counts = new Map<number, number>();
  let watches = 0;
  let films = 0;
  for (const { watched } of favorites) {
    if (!watched || watched.length === 0) continue;
    let counted = false;
    for (const day of watched) {
      const match = MONTH.exec(day);
      if (!match) continue;
      const ordinal = Number(match[1]) * 12 + Number(match[2]) - 1;
      counts.set(ordinal, (counts.get(ordinal) ?? 0) + 1);
      watches += 1;
      counted = true;
    }
    if (counted) films += 1;
  }
  if (watches === 0) return { months: [], watches, films, earlier: 0, busiest: null };
  const ordinals = [...counts.keys()];
  const last = Math.max(...ordinals);
  const first = Math.max(Math.min(...ordinals), last - WATCH_MONTHS_SHOWN + 1);
  const months: MonthBucket[] = [];
  let shown = 0;
  for (let ordinal = first; ordinal <= last; ordinal += 1) {
    const count = counts.get(ordinal) ?? 0;
    shown += count;
    months.push({ month: monthKey(ordinal), count });
  }
  let busiest: MonthBucket | null = null;
  for (const [ordinal, count] of counts) {
    const better = busiest === null || count > busiest.count;
    const laterTie =
      busiest !== null && count === busiest.count && monthKey(ordinal) > busiest.month;
    if (better || laterTie) busiest = { month: monthKey(ordinal), count };
  }
  return { months, watches, films, earlier: watches - shown, busiest };
}
