import { yearOf } from '../../../shared/lib/movieYear';
import type { DecadeBucket, ListedFilm } from './types';

// A readable year outside these bounds is a typo or a broken import, not a film: charting it would
// stretch the axis over centuries of empty decades.
const EARLIEST_YEAR = 1800;
const LATEST_YEAR = 2199;

/**
 * Favorites per decade of their first year ("2008–2013" → 2000s), from the earliest decade present to
 * the latest, empty decades between them included as 0; [] when no year is known.
 */
export function decadeHistogram(favorites: readonly ListedFilm[]): DecadeBucket[] {
  const counts = new Map<number, number>();
  let earliest = Infinity;
  let latest = -Infinity;
  for (const film of favorites) {
    const year = yearOf(film.year);
    if (year === null || year < EARLIEST_YEAR || year > LATEST_YEAR) continue;
    const decade = year - (year % 10);
    counts.set(decade, (counts.get(decade) ?? 0) + 1);
    earliest = Math.min(earliest, decade);
    latest = Math.max(latest, decade);
  }
  const buckets: DecadeBucket[] = [];
  for (let decade = earliest; decade <= latest; decade += 10) {
    buckets.push({ decade, count: counts.get(decade) ?? 0 });
  }
  return buckets;
}
