import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, switchColorScheme } from './support/a11y';
import { expectVisibleFocus, openApp, tabTo } from './support/app';
import { slides } from './support/carousel';
import {
  filtersButton,
  findBox,
  gridCards,
  listMenuButton,
  openFilters,
  openListMenu,
} from './support/collection';
import { SIX_FAVORITES } from './support/movies';
import { seedFavorites } from './support/storage';

/** The first screen of each size, and how far down the first film's card may start on it. */
const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 }, limit: 500 },
  { name: 'desktop', viewport: { width: 1280, height: 720 }, limit: 400 },
] as const;

const views = [
  { name: 'carousel', path: '/favorites', firstCard: (page: Page) => slides(page).first() },
  {
    name: 'grid',
    path: '/favorites?view=grid',
    firstCard: (page: Page) => gridCards(page).first(),
  },
] as const;

async function topOf(card: Locator): Promise<number> {
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  if (!box) throw new Error('the first card has no box');
  return box.y;
}

for (const screen of screens) {
  test.describe(`the favorites at ${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use({ viewport: screen.viewport });

    for (const view of views) {
      test(`the ${view.name}'s first film starts on the first screen`, async ({ page }) => {
        await seedFavorites(page, SIX_FAVORITES);
        await openApp(page, view.path);
        const top = await topOf(view.firstCard(page));
        test.info().annotations.push({ type: 'first card top', description: String(top) });
        expect(top).toBeLessThanOrEqual(screen.limit);
      });
    }
  });
}

test.describe('every tool of the favorites is reachable by keyboard', () => {
  test('the list menu: Tab to it, open it, Tab through its items, Esc back to it', async ({
    page,
  }) => {
    await seedFavorites(page, SIX_FAVORITES);
    await openApp(page, '/favorites');
    const sync = page.getByRole('button', { name: 'Синхронизация', exact: true });
    await tabTo(page, listMenuButton(page));
    await page.keyboard.press('Enter');
    await expect(listMenuButton(page)).toHaveAttribute('aria-expanded', 'true');
    // «Синхронизация» waits for the sync engine, as a visitor's press would.
    await expect(sync).toBeEnabled();
    for (const name of ['Импорт', 'Экспорт', 'Поделиться списком', 'Синхронизация']) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name, exact: true })).toBeFocused();
      await expectVisibleFocus(page);
    }
    await page.keyboard.press('Escape');
    await expect(listMenuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(listMenuButton(page)).toBeFocused();
    await expect(sync).toBeHidden();
  });

  test('a menu item closes the menu; its dialog gives focus back to the menu button', async ({
    page,
  }) => {
    await seedFavorites(page, SIX_FAVORITES);
    await openApp(page, '/favorites');
    await tabTo(page, listMenuButton(page));
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Импорт избранного' });
    await expect(dialog).toBeVisible();
    await expect(listMenuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(listMenuButton(page)).toBeFocused();
  });

  test('a click elsewhere closes the menu', async ({ page }) => {
    await seedFavorites(page, SIX_FAVORITES);
    await openApp(page, '/favorites');
    await openListMenu(page);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(listMenuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the filters: Tab to their button, open them, Tab to «Найти в избранном»', async ({
    page,
  }) => {
    await seedFavorites(page, SIX_FAVORITES);
    await openApp(page, '/favorites');
    await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'false');
    await tabTo(page, filtersButton(page));
    await page.keyboard.press('Enter');
    await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, findBox(page));
    await findBox(page).pressSequentially('matrix');
    await expect(filtersButton(page)).toHaveAccessibleName('Фильтры и сортировка (1)');
  });
});

test('axe finds nothing with the list menu and the filters open, light and dark', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await seedFavorites(page, SIX_FAVORITES);
  await openApp(page, '/favorites');
  await openFilters(page);
  await openListMenu(page);
  await expect(page.getByRole('button', { name: 'Поделиться списком' })).toBeVisible();
  const light = await axeViolations(page, { experimental: true });
  const lightBackground = await page.evaluate(
    () => getComputedStyle(document.body).backgroundColor,
  );

  await switchColorScheme(page, 'dark');
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .not.toBe(lightBackground);
  await expect(listMenuButton(page)).toHaveAttribute('aria-expanded', 'true');
  const dark = await axeViolations(page, { colorsOnly: true });

  expect({ light, dark }).toEqual({ light: [], dark: [] });
});
