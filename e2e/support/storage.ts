/** localStorage as the app keeps it: seeded before the app starts, read back after it wrote. */
import type { Page } from '@playwright/test';

export interface FavoriteMovie {
  imdbID: string;
  title: string;
  year: string;
  type: string;
  poster: string | null;
}

export const FAVORITES_KEY = 'favorites';
export const RECENT_SEARCHES_KEY = 'recentSearches';

/** The stored shape of the favorites list. */
export function favoritesValue(movies: readonly FavoriteMovie[]): string {
  return JSON.stringify({ version: 1, items: movies });
}

let seeds = 0;

/**
 * Writes raw values into localStorage before any script of the page runs — once per tab, so a
 * reload sees what the app itself stored since, not the seed again.
 */
export async function seedStorage(page: Page, values: Record<string, string>): Promise<void> {
  seeds += 1;
  await page.addInitScript(
    ({ flag, entries }) => {
      try {
        if (window.sessionStorage.getItem(flag)) return;
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
        window.sessionStorage.setItem(flag, '1');
      } catch {
        // about:blank has no storage; the app's own origin does.
      }
    },
    { flag: `e2e-seeded-${seeds}`, entries: values },
  );
}

export function seedFavorites(page: Page, movies: readonly FavoriteMovie[]): Promise<void> {
  return seedStorage(page, { [FAVORITES_KEY]: favoritesValue(movies) });
}

export function seedRecentSearches(page: Page, list: readonly string[]): Promise<void> {
  return seedStorage(page, { [RECENT_SEARCHES_KEY]: JSON.stringify(list) });
}

export function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** The imdbIDs of the stored favorites, in stored order. */
export async function storedFavoriteIds(page: Page): Promise<string[]> {
  const raw = await readStorage(page, FAVORITES_KEY);
  if (raw === null) return [];
  const value = JSON.parse(raw) as { version: number; items: FavoriteMovie[] };
  return value.items.map((movie) => movie.imdbID);
}

export async function storedRecentSearches(page: Page): Promise<string[] | null> {
  const raw = await readStorage(page, RECENT_SEARCHES_KEY);
  return raw === null ? null : (JSON.parse(raw) as string[]);
}

/** Takes everything the origin's localStorage quota leaves, so the app's next larger write fails. */
export async function fillLocalStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    let size = 1 << 22;
    for (let index = 0; size > 0;) {
      try {
        localStorage.setItem(`filler${index}`, 'x'.repeat(size));
        index += 1;
      } catch {
        size = Math.floor(size / 2);
      }
    }
  });
}
