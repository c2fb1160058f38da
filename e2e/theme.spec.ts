import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { SIX_FAVORITES } from './support/movies';
import { openScreen } from './support/screens';
import { readStorage, seedFavorites, seedStorage } from './support/storage';

const THEME_KEY = 'theme';
const themeSwitch = (page: Page) =>
  page.getByRole('contentinfo').getByRole('group', { name: 'Тема' });
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The tokens' page backgrounds, light and dark (src/shared/styles/tokens.css). */
const LIGHT = 'rgb(245, 246, 250)';
const DARK = 'rgb(18, 19, 26)';

/**
 * Records, in the page, the theme the document wears at its first frame: a requestAnimationFrame
 * callback asked for as soon as the document exists runs in the first rendering update, before
 * anything is drawn (and not before the scripts that hold the first paint have run).
 */
async function recordThemeAtFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const record = window as unknown as { themeAtFirstFrame?: string };
      record.themeAtFirstFrame = document.documentElement.getAttribute('data-theme') ?? 'system';
    });
  });
}
const themeAtFirstFrame = (page: Page) =>
  page.evaluate(() => (window as unknown as { themeAtFirstFrame?: string }).themeAtFirstFrame);

test.describe('the theme switch', () => {
  test('«Тёмная» darkens the page at once and is kept: the next page is dark before it paints', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await recordThemeAtFirstFrame(page);
    await page.goto('/');
    await expect(themeSwitch(page).getByRole('button')).toHaveText([
      'Системная',
      'Светлая',
      'Тёмная',
    ]);
    await expect(themeSwitch(page).getByRole('button', { name: 'Системная' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await background(page)).toBe(LIGHT);
    await themeSwitch(page).getByRole('button', { name: 'Тёмная' }).click();
    await expect.poll(() => background(page)).toBe(DARK);
    expect(await readStorage(page, THEME_KEY)).toBe('dark');

    // Every kind of page the server sends wears it from its first parse.
    for (const path of ['/', '/favorites', '/charts', '/movie/tt0133093', '/no/such/page']) {
      await page.goto(path);
      // The load event may come before the first frame; the record is still the first frame's.
      await expect.poll(() => themeAtFirstFrame(page), { message: path }).toBe('dark');
      expect(await background(page), path).toBe(DARK);
    }
    await expect(themeSwitch(page).getByRole('button', { name: 'Тёмная' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('«Светлая» holds against a dark system, and «Системная» follows the system again', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await background(page)).toBe(DARK);
    await themeSwitch(page).getByRole('button', { name: 'Светлая' }).click();
    await expect.poll(() => background(page)).toBe(LIGHT);
    await page.reload();
    expect(await background(page)).toBe(LIGHT);
    await themeSwitch(page).getByRole('button', { name: 'Системная' }).click();
    await expect.poll(() => background(page)).toBe(DARK);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => background(page)).toBe(LIGHT);
  });

  test('another tab follows the choice, its switch too', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/favorites');
      await expect(themeSwitch(page)).toBeVisible();
    }
    await themeSwitch(first).getByRole('button', { name: 'Тёмная' }).click();
    await expect.poll(() => background(second)).toBe(DARK);
    await expect(themeSwitch(second).getByRole('button', { name: 'Тёмная' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('every page names its boot script in the head, holding the first paint', async ({
    page,
  }) => {
    // The boot script sets the theme: it must hold the first paint on every kind of page.
    const bootOf = (html: string) =>
      /<head>[\s\S]*<script type="module" blocking="render"[^>]* src="(\/assets\/index-[\w-]+\.js)">/.exec(
        html,
      )?.[1];
    const boot = bootOf(await (await page.request.get('/')).text());
    expect(boot).toBeDefined();
    for (const path of [
      '/favorites',
      '/charts',
      '/movie/tt0133093',
      '/no/such/page',
      '/?q=matrix',
    ]) {
      expect(bootOf(await (await page.request.get(path)).text()), path).toBe(boot);
    }
  });

  for (const [system, chosen] of [
    ['light', 'Тёмная'],
    ['dark', 'Светлая'],
  ] as const) {
    test(`axe finds nothing with «${chosen}» chosen on a ${system} system`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: system, reducedMotion: 'reduce' });
      await seedStorage(page, { [THEME_KEY]: chosen === 'Тёмная' ? 'dark' : 'light' });
      await seedFavorites(page, SIX_FAVORITES);
      await openScreen.statistics(page);
      await expect(themeSwitch(page).getByRole('button', { name: chosen })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(await background(page)).toBe(chosen === 'Тёмная' ? DARK : LIGHT);
      expect(await axeViolations(page, { experimental: true })).toEqual([]);
      await page.goto('/');
      await expect(themeSwitch(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
