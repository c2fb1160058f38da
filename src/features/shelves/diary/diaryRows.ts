import type { FavoriteMovie } from '../../favorites';

/** One watch day of one title. */
export interface DiaryDay {
  kind: 'day';
  /** `YYYY-MM-DD`. */
  day: string;
  movie: FavoriteMovie;
  /** The title has an earlier watch day. */
  rewatch: boolean;
}

/** A month's heading, above its days. */
export interface DiaryMonth {
  kind: 'month';
  /** `YYYY-MM`. */
  month: string;
  count: number;
}

export type DiaryRow = DiaryMonth | DiaryDay;

/**
 * Every watch day of every title, newest first, each month's days under its heading: one flat list,
 * as the windowed list draws it. Days of one date keep the library's order (the order added).
 */
export function diaryRows(library: readonly FavoriteMovie[]): DiaryRow[] {
  const days: DiaryDay[] = [];
  for (const movie of library) {
    // Watch days are kept sorted and distinct (personal.ts): every one after the first is a rewatch.
    movie.watched?.forEach((day, index) =>
      days.push({ kind: 'day', day, movie, rewatch: index > 0 }),
    );
  }
  days.sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
  const rows: DiaryRow[] = [];
  let heading = null as DiaryMonth | null;
  for (const day of days) {
    const month = day.day.slice(0, 7);
    if (heading?.month !== month) {
      heading = { kind: 'month', month, count: 0 };
      rows.push(heading);
    }
    heading.count += 1;
    rows.push(day);
  }
  return rows;
}
