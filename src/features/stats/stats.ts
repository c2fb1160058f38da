import type { MovieSummary } from '../../api/types';
import { russianCollator } from '../../shared/lib/locale';
import { movieTypeLabel } from '../../shared/lib/movieType';
import { yearOf } from '../../shared/lib/movieYear';
import { statsPageText } from './statsPageText';

/** How many years the statistics show (docs/product-spec.md §9). */
export const TOP_YEARS = 10;

export interface YearBucket {
  year: number;
  count: number;
  /** count / the largest count shown, from 0 to 1: the length of the bar. */
  share: number;
}

export interface TypeBucket {
  /** OMDb's value ('' when OMDb has none). */
  type: string;
  /** In Russian: Фильм, Сериал…; 'Тип не указан' when OMDb has none. */
  label: string;
  count: number;
  share: number;
}

export interface GeneralStats {
  total: number;
  /** Distinct years among the top 10 (so at most 10). */
  distinctTopYears: number;
  typeCount: number;
  /** total / typeCount, rounded to a whole number; 0 for an empty list. */
  averagePerType: number;
  mostPopularYear: { year: number; count: number } | null;
}

function countBy<K>(
  movies: readonly MovieSummary[],
  keyOf: (movie: MovieSummary) => K | null,
): Map<K, number> {
  const counts = new Map<K, number>();
  for (const movie of movies) {
    const key = keyOf(movie);
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function withShares<T extends { count: number }>(items: T[]): (T & { share: number })[] {
  const max = items.reduce((largest, item) => Math.max(largest, item.count), 0);
  return items.map((item) => ({ ...item, share: max > 0 ? item.count / max : 0 }));
}

/**
 * The most frequent years, most frequent first; equal counts put the newer year first.
 * Movies without a readable year are not counted. O(n) over the movies, then a sort of the
 * distinct years only (a few hundred at most).
 */
export function topYears(movies: readonly MovieSummary[], limit = TOP_YEARS): YearBucket[] {
  const ranked = [...countBy(movies, (movie) => yearOf(movie.year))]
    .map(([year, count]) => ({ year, count }))
    .sort((a, b) => b.count - a.count || b.year - a.year)
    .slice(0, Math.max(0, limit));
  return withShares(ranked);
}

/**
 * The years chart: the `limit` most frequent years (ties → newer year wins the last places),
 * then shown newest first. Bars are relative to the largest count.
 */
export function yearDistribution(movies: readonly MovieSummary[], limit = TOP_YEARS): YearBucket[] {
  return newestFirst(topYears(movies, limit));
}

/** The same buckets ordered by date, newest first (a copy; the input is left as it is). */
export function newestFirst(years: readonly YearBucket[]): YearBucket[] {
  return [...years].sort((a, b) => b.year - a.year);
}

/** Every type with its count, most frequent first; equal counts in alphabetical order of the label. */
export function typeDistribution(movies: readonly MovieSummary[]): TypeBucket[] {
  const buckets = [...countBy(movies, (movie) => movie.type)]
    .map(([type, count]) => ({
      type,
      label: type ? movieTypeLabel(type) : statsPageText.unknownType,
      count,
    }))
    .sort((a, b) => b.count - a.count || russianCollator().compare(a.label, b.label));
  return withShares(buckets);
}

export function generalStats(movies: readonly MovieSummary[], limit = TOP_YEARS): GeneralStats {
  const years = topYears(movies, limit);
  const typeCount = new Set(movies.map((movie) => movie.type)).size;
  const [first] = years;
  return {
    total: movies.length,
    distinctTopYears: years.length,
    typeCount,
    averagePerType: typeCount > 0 ? Math.round(movies.length / typeCount) : 0,
    mostPopularYear: first ? { year: first.year, count: first.count } : null,
  };
}
