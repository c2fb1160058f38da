import { expect, test, type Page } from '@playwright/test';
import {
  cardLink,
  expectVisibleFocus,
  openApp,
  openAppAndWait,
  resultsSummary,
  searchAndWait,
  searchBox,
  tabTo,
} from './support/app';
import { MATRIX, MATRIX_RELOADED, STALKER } from './support/movies';
import { seedFavorites, storedFavoriteIds } from './support/storage';

// Nothing in this file touches the mouse: every step is a key press.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Подтверждение' });
const heart = (page: Page, title: string) =>
  page.getByRole('button', { name: `Удалить из избранного: ${title}`, exact: true });

test('search, open a result, add it to favorites and remove it from the grid, by keyboard only', async ({
  page,
}) => {
  await openApp(page, '/');

  await tabTo(page, searchBox(page));
  await page.keyboard.type('matrix');
  await page.keyboard.press('Enter');
  await expect(resultsSummary(page)).toHaveText('9 фильмов найдено по запросу «matrix»');

  await tabTo(page, cardLink(page, 'The Matrix'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Matrix');

  await tabTo(page, page.getByRole('button', { name: 'В избранное' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'В избранном' })).toBeFocused();
  await expect.poll(() => storedFavoriteIds(page)).toEqual([MATRIX.imdbID]);

  await tabTo(page, nav(page).getByRole('link', { name: 'Избранное' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Избранное');

  await tabTo(page, page.getByRole('button', { name: 'Сетка', exact: true }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('list', { name: 'Избранные фильмы' })).toBeVisible();

  await tabTo(page, heart(page, 'The Matrix'));
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Отмена' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('button', { name: 'Удалить' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Избранное пусто' })).toBeVisible();
  await expect.poll(() => storedFavoriteIds(page)).toEqual([]);
});

test('the skip link is the first stop and takes focus to the content', async ({ page }) => {
  await openApp(page, '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('Esc leaves the removal question and gives focus back to the heart', async ({ page }) => {
  await seedFavorites(page, [MATRIX, MATRIX_RELOADED, STALKER]);
  await openApp(page, '/favorites?view=grid');
  await tabTo(page, heart(page, 'The Matrix Reloaded'));
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(heart(page, 'The Matrix Reloaded')).toBeFocused();
  await expect.poll(() => storedFavoriteIds(page)).toHaveLength(3);
});

test('focus stays inside the open dialog', async ({ page }) => {
  await seedFavorites(page, [MATRIX, STALKER]);
  await openApp(page, '/favorites');
  await tabTo(page, page.getByRole('button', { name: 'Очистить все' }));
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await dialog(page).evaluate((element) =>
      element.contains(document.activeElement),
    );
    // The browser may pass focus to its own UI between the last and first control; never to the page.
    if (!inside) {
      expect(
        await page.evaluate(
          () => document.activeElement === document.body || document.activeElement === null,
        ),
      ).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Очистить все' })).toBeFocused();
});

const stops: { name: string; path: string; prepare?: (page: Page) => Promise<void> }[] = [
  {
    name: 'the search page with results',
    path: '/',
    prepare: (page) => searchAndWait(page, 'matrix', /^9 фильмов/),
  },
  { name: 'a movie page', path: '/movie/tt0133093' },
  { name: 'the favorites carousel', path: '/favorites' },
  { name: 'the favorites grid', path: '/favorites?view=grid' },
  { name: 'the statistics page', path: '/charts' },
  { name: 'the 404 page', path: '/nowhere' },
];
for (const { name, path, prepare } of stops) {
  test(`every Tab stop on ${name} shows where focus is`, async ({ page }) => {
    await seedFavorites(page, [MATRIX, MATRIX_RELOADED, STALKER]);
    // Walks the page the app renders: a frame sent before it (the statistics' heading) has only
    // the layout's stops, and the app's render would move focus under the walk.
    await openAppAndWait(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await prepare?.(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    let visited = 0;
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const onPage = await page.evaluate(
        () => document.activeElement !== null && document.activeElement !== document.body,
      );
      if (!onPage) break;
      await expectVisibleFocus(page);
      visited += 1;
    }
    expect(visited).toBeGreaterThan(4);
  });
}
