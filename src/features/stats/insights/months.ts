import type { ListedFilm, MonthBucket } from './types';

/** How many calendar months the card shows, ending with the current one. */
export const MONTHS_SHOWN = 12;

/** Months since year 0, in UTC: consecutive months are consecutive numbers. */
function monthOrdinal(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

function monthKey(ordinal: number): string {
  const year = Math.floor(ordinal / 12);
  const month = ordinal - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/**
 * Favorites added in each UTC calendar month of the 12 ending with `now`'s month, oldest first, empty
 * months as 0. Favorites without a date (kept from before dates were stored) or with an unreadable
 * one are not counted; nor is a date after `now`'s month (a clock set wrong).
 */
export function addedPerMonth(favorites: readonly ListedFilm[], now: Date): MonthBucket[] {
  if (Number.isNaN(now.getTime())) return [];
  const last = monthOrdinal(now);
  const first = last - MONTHS_SHOWN + 1;
  const counts = new Array<number>(MONTHS_SHOWN).fill(0);
  for (const film of favorites) {
    if (typeof film.addedAt !== 'string') continue;
    const time = Date.parse(film.addedAt);
    if (Number.isNaN(time)) continue;
    const slot = monthOrdinal(new Date(time)) - first;
    if (slot >= 0 && slot < MONTHS_SHOWN) counts[slot] += 1;
  }
  return counts.map((count, slot) => ({ month: monthKey(first + slot), count }));
}
