/** Favorites to put in localStorage: real ones from the demo API, or many synthetic ones. */
import type { BrowserContext, Page } from '@playwright/test';
import type { PageGlobals } from './browser.ts';

export interface FavoriteItem {
  imdbID: string;
  title: string;
  year: string;
  type: string;
  poster: string | null;
  /** When it was added: the stored value's version 2 keeps it (ISO time). */
  addedAt: string | null;
}

interface OmdbSearchItem {
  Title: string;
  Year: string;
  imdbID: string;
  Type: string;
  Poster: string;
}

interface OmdbSearchAnswer {
  Response: string;
  Search?: OmdbSearchItem[];
  totalResults?: string;
}

/** The first `count` distinct titles found by a few searches on the running demo server. */
export async function realFavorites(origin: string, count = 50): Promise<FavoriteItem[]> {
  const found = new Map<string, FavoriteItem>();
  for (const query of ['star', 'batman', 'matrix', 'harry potter']) {
    for (let page = 1; page <= 4 && found.size < count; page += 1) {
      const url = `${origin}/api/omdb/?s=${encodeURIComponent(query)}&page=${page}`;
      const answer = (await (await fetch(url)).json()) as OmdbSearchAnswer;
      if (answer.Response !== 'True' || !answer.Search) break;
      for (const item of answer.Search) {
        if (found.size >= count) break;
        found.set(item.imdbID, {
          imdbID: item.imdbID,
          title: item.Title,
          year: item.Year,
          type: item.Type,
          poster: item.Poster === 'N/A' ? null : item.Poster,
          addedAt: addedAt(found.size),
        });
      }
    }
  }
  if (found.size < count) throw new Error(`only ${found.size} titles found for the favorites seed`);
  return [...found.values()];
}

const TYPES = ['movie', 'movie', 'movie', 'series', 'episode', 'game'] as const;

/**
 * `count` valid synthetic favorites: ids tt1000000…, years spread over 1950–2025 (series as ranges),
 * mixed types, one real poster URL for all (so every card draws an image, from cache), dated.
 */
export function syntheticFavorites(count: number): FavoriteItem[] {
  return Array.from({ length: count }, (_, index) => {
    const type = TYPES[index % TYPES.length];
    const year = 1950 + ((index * 37) % 76);
    return {
      imdbID: `tt${String(1_000_000 + index).padStart(7, '0')}`,
      title: `Synthetic Title ${index + 1}`,
      year: type === 'series' ? `${year}–${Math.min(year + 5, 2025)}` : String(year),
      type,
      poster: '/api/posters/tt0133093.svg',
      addedAt: addedAt(index),
    };
  });
}

/** One favorite an hour from 2020 on, in the order of the list, as the app would have dated them. */
function addedAt(index: number): string {
  return new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString();
}

export function favoritesValue(items: readonly FavoriteItem[]): string {
  return JSON.stringify({ version: 2, items });
}

/** Writes `favorites` (or clears storage with null) through a page on the app's origin that runs no app code. */
export async function seedStorage(page: Page, origin: string, value: string | null): Promise<void> {
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((v) => {
    const storage = (globalThis as unknown as PageGlobals).localStorage;
    storage.clear();
    if (v !== null) storage.setItem('favorites', v);
  }, value);
}

/** The same for a whole context, on a throwaway page. */
export async function seedContext(
  context: BrowserContext,
  origin: string,
  value: string | null,
): Promise<void> {
  const page = await context.newPage();
  await seedStorage(page, origin, value);
  await page.close();
}
