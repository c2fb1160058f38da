/** The favorites page's own tools, as a visitor finds them: list tools, import, export, share. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { FavoriteMovie } from './storage';

export const favoritesGrid = (page: Page): Locator =>
  page.getByRole('list', { name: 'Избранные фильмы' });
export const gridCards = (page: Page): Locator => favoritesGrid(page).getByRole('listitem');
/** The titles of the grid's rendered cards, top to bottom. */
export const gridTitles = (page: Page): Promise<string[]> =>
  favoritesGrid(page).getByRole('heading', { level: 3 }).allTextContents();

export const sortBox = (page: Page): Locator => page.getByRole('combobox', { name: 'Сортировка' });
export const decadeBox = (page: Page): Locator =>
  page.getByRole('combobox', { name: 'Десятилетие' });
export const findBox = (page: Page): Locator =>
  page.getByRole('searchbox', { name: 'Найти в избранном' });
export const typeButton = (page: Page, name: string): Locator =>
  page.getByRole('group', { name: 'Тип' }).getByRole('button', { name, exact: true });

/** «Фильтры и сортировка», with the number of filters in force when there are any. */
export const filtersButton = (page: Page): Locator =>
  page.getByRole('button', { name: /^Фильтры и сортировка/ });

/** Opens the filters (find, sort, type, rating, decade), closed unless the address carries a choice. */
export async function openFilters(page: Page): Promise<void> {
  await filtersButton(page).click();
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'true');
}

/** The list's menu: «Импорт», «Экспорт», «Поделиться списком», «Синхронизация». */
export const listMenuButton = (page: Page): Locator =>
  page.getByRole('button', { name: 'Действия со списком' });

/** Opens the list's menu, as a visitor does before choosing one of its tools. */
export async function openListMenu(page: Page): Promise<void> {
  await listMenuButton(page).click();
  await expect(listMenuButton(page)).toHaveAttribute('aria-expanded', 'true');
}

/** Opens the list's menu and chooses one of its items ('Экспорт' then shows its formats). */
export async function chooseFromListMenu(page: Page, name: string): Promise<void> {
  await openListMenu(page);
  await page.getByRole('button', { name, exact: true }).click();
}

export const importButton = (page: Page): Locator =>
  page.getByRole('button', { name: 'Импорт', exact: true });
export const importDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Импорт избранного' });
export const previewDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Что будет добавлено' });
export const shareDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Поделиться списком' });

/** Opens 'Импорт' from the list's menu and gives it a file through the picker. */
export async function chooseImportFile(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await openListMenu(page);
  await importButton(page).click();
  await importDialog(page).getByLabel('Файл для импорта').setInputFiles(file);
}

/** Confirms the preview with its 'Добавить …' button and waits for the dialog to close. */
export async function confirmPreview(page: Page, label: string | RegExp): Promise<void> {
  await previewDialog(page).getByRole('button', { name: label }).click();
  await expect(previewDialog(page)).toHaveCount(0);
}

/** `count` distinct synthetic favorites, cheap to generate in bulk (ids tt2000000 and up). */
export function manyFavorites(count: number): FavoriteMovie[] {
  const types = ['movie', 'movie', 'series', 'episode', 'game'];
  return Array.from({ length: count }, (_, index) => ({
    imdbID: `tt${2_000_000 + index}`,
    title: `Film ${index + 1}`,
    year: String(1950 + (index % 75)),
    type: types[index % types.length],
    poster: null,
  }));
}
