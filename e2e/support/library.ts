/** The visitor's library as the app stores it, and the film page's buttons that change it. */
import type { Locator, Page } from '@playwright/test';
import { FAVORITES_KEY, readStorage } from './storage';

export interface StoredEntry {
  imdbID: string;
  title: string;
  favorite?: false;
  status?: string;
  watched?: string[];
  rating?: number;
}

/** The film's stored library entry, or null when the library holds none. */
export async function storedEntry(page: Page, imdbID: string): Promise<StoredEntry | null> {
  const raw = await readStorage(page, FAVORITES_KEY);
  if (raw === null) return null;
  const { items } = JSON.parse(raw) as { items: StoredEntry[] };
  return items.find((entry) => entry.imdbID === imdbID) ?? null;
}

/** Today in the page's own calendar, as the app writes a watch day. */
export function pageToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

export const wantToggle = (page: Page): Locator =>
  page.getByRole('button', { name: 'Хочу посмотреть' });
export const watchedTodayToggle = (page: Page): Locator =>
  page.getByRole('button', { name: 'Просмотрено сегодня' });
export const heartToggle = (page: Page): Locator =>
  page.getByRole('button', { name: /^В избранно(е|м)$/ });
