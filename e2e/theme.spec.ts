import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { DARK, firstFrame, LIGHT, recordFirstFrame } from './support/firstFrame';
import { SIX_FAVORITES } from './support/movies';
import { openScreen } from './support/screens';
import { readStorage, seedFavorites, seedStorage } from './support/storage';

const THEME_KEY = 'theme';
const themeSwitch = (page: Page) =>
  page.getByRole('contentinfo').getByRole('group', { name: 'Тема' });
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('the theme switch', () => {
  test('«Тёмная» darkens the page at once and is kept: the next page is dark before it paints', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await recordFirstFrame(page);
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
      expect(await firstFrame(page), path).toEqual({ theme: 'dark', background: DARK });
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

  test('every page ends its head with the theme script, a plain script every browser waits for', async ({
    page,
  }) => {
    // A classic script (no type, async, defer or blocking) that ends the head: the parser runs it
    // before it reaches the body, so the theme is on before anything can be drawn, in any browser.
    // The boot script comes before it; it holds the first paint where `blocking="render"` is
    // honoured.
    const scriptsOf = (html: string) => ({
      theme:
        /<script src="(\/assets\/theme-[\w-]+\.js)"><\/script>\s*(<link rel="manifest"[^>]*>\s*)?<\/head>/.exec(
          html,
        )?.[1],
      boot: /<head>[\s\S]*<script type="module" blocking="render"[^>]* src="(\/assets\/index-[\w-]+\.js)">/.exec(
        html,
      )?.[1],
    });
    const scripts = scriptsOf(await (await page.request.get('/')).text());
    expect(scripts.theme).toBeDefined();
    expect(scripts.boot).toBeDefined();
    for (const path of [
      '/favorites',
      '/charts',
      '/movie/tt0133093',
      '/no/such/page',
      '/?q=matrix',
    ]) {
      expect(scriptsOf(await (await page.request.get(path)).text()), path).toEqual(scripts);
    }
    // Cached for good after the first visit: a visitor who chose a theme fetches it no more.
    const answer = await page.request.get(scripts.theme ?? '');
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
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
