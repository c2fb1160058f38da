import { isHearted, type FavoriteMovie } from '../favorites';

// Apart from the summary: the statistics page lists the years, and loads no more than this for it.

/** Years a summary can be asked for: four digits, as the route takes them (paths.year). */
const EARLIEST_YEAR = 1000;
const LATEST_YEAR = 9999;

function isSummaryYear(year: number): boolean {
  return Number.isInteger(year) && year >= EARLIEST_YEAR && year <= LATEST_YEAR;
}

/** The calendar year an ISO time is written in; null when it is not one. */
export function addedYear(addedAt: string | null): number | null {
  if (addedAt === null || !/^\d{4}-\d\d-\d\dT/.test(addedAt)) return null;
  return Number(addedAt.slice(0, 4));
}

/** The years the library holds anything for (a favorite added, a title watched), the latest first. */
export function yearsWithData(favorites: readonly FavoriteMovie[]): number[] {
  const years = new Set<number>();
  for (const favorite of favorites) {
    const added = isHearted(favorite) ? addedYear(favorite.addedAt) : null;
    if (added !== null && isSummaryYear(added)) years.add(added);
    for (const day of favorite.watched ?? []) years.add(Number(day.slice(0, 4)));
    for (const day of Object.values(favorite.episodes ?? {})) years.add(Number(day.slice(0, 4)));
  }
  return [...years].filter(isSummaryYear).sort((a, b) => b - a);
}

/**
 * The entries a summary of `year` reads: those watched that year (a film or an episode), and
 * favorites added in it.
 */
export function entriesOfYear(library: readonly FavoriteMovie[], year: number): FavoriteMovie[] {
  const prefix = `${String(year).padStart(4, '0')}-`;
  return library.filter(
    (entry) =>
      (isHearted(entry) && addedYear(entry.addedAt) === year) ||
      (entry.watched ?? []).some((day) => day.startsWith(prefix)) ||
      Object.values(entry.episodes ?? {}).some((day) => day.startsWith(prefix)),
  );
}
