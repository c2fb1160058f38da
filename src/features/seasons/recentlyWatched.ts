import type { FavoriteMovie } from '../favorites';

/** The latest day any episode of the series was watched (`YYYY-MM-DD`), or null. */
export function lastWatchedDay(entry: FavoriteMovie): string | null {
  let latest: string | null = null;
  for (const day of Object.values(entry.episodes ?? {}))
    if (latest === null || day > latest) latest = day;
  return latest;
}

/**
 * The shows the most recently watched first (by the latest day an episode was marked); on the same
 * day, or with none marked, the one added later first, then by title. A new array.
 */
export function sortByRecentlyWatched<T extends FavoriteMovie>(entries: readonly T[]): T[] {
  const latest = new Map(entries.map((entry) => [entry, lastWatchedDay(entry) ?? ''] as const));
  return [...entries].sort(
    (a, b) =>
      compareDesc(latest.get(a) ?? '', latest.get(b) ?? '') ||
      compareDesc(a.addedAt ?? '', b.addedAt ?? '') ||
      a.title.localeCompare(b.title, 'ru'),
  );
}

function compareDesc(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}
