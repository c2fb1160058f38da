/** The favorites page's own tools, as a visitor finds them: list tools, import, export, share. */
import {
  expect,
  test,
  type Browser,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test';
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

/** Rows of IMDb's ratings export: each film with the visitor's rating and the day it was rated. */
const IMDB_RATED = {
  /** Rated 9 on 1 May 2024. */
  matrix:
    'tt0133093,9,2024-05-01,The Matrix,The Matrix,https://www.imdb.com/title/tt0133093/,Movie,8.7,136,1999,"Action, Sci-Fi",2100000,1999-03-31,"Lana Wachowski, Lilly Wachowski"',
  /** Rated 10 on 10 January 2023. */
  breakingBad:
    'tt0903747,10,2023-01-10,Breaking Bad,Breaking Bad,https://www.imdb.com/title/tt0903747/,TV Series,9.5,49,2008,"Crime, Drama, Thriller",2000000,2008-01-20,',
  /** Rated 8 on 31 December 2022. */
  stalker:
    'tt0079944,8,2022-12-31,Stalker,Сталкер,https://www.imdb.com/title/tt0079944/,Movie,8.0,162,1979,"Drama, Sci-Fi",150000,1979-05-25,Andrei Tarkovsky',
};

/**
 * IMDb's ratings export as IMDb writes it, every column of it: «ratings.csv» with a row for each of
 * `films` (see IMDB_RATED for their ratings and days), in that order.
 */
export function imdbRatingsFile(...films: (keyof typeof IMDB_RATED)[]): {
  name: string;
  mimeType: string;
  buffer: Buffer;
} {
  const header =
    'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors';
  const rows = films.map((film) => IMDB_RATED[film]);
  return {
    name: 'ratings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\r\n')),
  };
}

/** The preview of a file whose films are all in the favorites already: there is nothing to add. */
export async function expectNothingNewToAdd(page: Page): Promise<void> {
  await expect(previewDialog(page).getByText('Все фильмы отсюда уже в Фильмотеке.')).toBeVisible();
  await expect(
    previewDialog(page).getByRole('button', { name: 'Добавить 0 фильмов' }),
  ).toBeDisabled();
}

/** Chooses 'Экспорт' and then the format `option` names, and returns the file it downloads. */
export async function exportFavorites(page: Page, option: string): Promise<Download> {
  await chooseFromListMenu(page, 'Экспорт');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: option }).click();
  return downloading;
}

/** A page in a new browser context: another device, with nothing in storage. */
export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
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
