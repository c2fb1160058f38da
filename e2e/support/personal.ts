/** Favorites with the visitor's rating, watch days and note, as stored version 3 keeps them. */
import type { Page } from '@playwright/test';
import { FAVORITES_KEY, readStorage, seedStorage, type FavoriteMovie } from './storage';

export interface Personal {
  rating?: number;
  watched?: string[];
  note?: string;
}

export type KeptFavorite = FavoriteMovie & Personal & { addedAt: string | null };

/** Seeds favorites of stored version 3, each dated `addedAt` unless it says otherwise. */
export function seedKept(
  page: Page,
  movies: readonly (FavoriteMovie & Personal & { addedAt?: string | null })[],
): Promise<void> {
  const items = movies.map((movie) => ({ addedAt: '2026-01-02T10:00:00.000Z', ...movie }));
  return seedStorage(page, { [FAVORITES_KEY]: JSON.stringify({ version: 3, items }) });
}

/** The stored favorites (written when the browser is idle: poll for them). */
export async function storedKept(page: Page): Promise<KeptFavorite[]> {
  const raw = await readStorage(page, FAVORITES_KEY);
  return raw === null ? [] : (JSON.parse(raw) as { items: KeptFavorite[] }).items;
}

/** Each stored favorite's id and personal fields, by id. */
export async function storedPersonal(page: Page): Promise<Record<string, Personal>> {
  const entries = (await storedKept(page)).map(({ imdbID, rating, watched, note }) => {
    const personal: Personal = {};
    if (rating !== undefined) personal.rating = rating;
    if (watched !== undefined) personal.watched = watched;
    if (note !== undefined) personal.note = note;
    return [imdbID, personal] as const;
  });
  return Object.fromEntries(entries);
}
