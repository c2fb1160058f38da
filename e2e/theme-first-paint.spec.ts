/**
 * The visitor's theme is on the very first frame in a browser that ignores `blocking="render"`
 * (Firefox): nothing of it may wait for the page's module scripts.
 */
import { expect, test } from '@playwright/test';
import {
  DARK,
  expectDarkFromFirstFrame,
  firstFrame,
  LIGHT,
  precachedPagesWithoutAppScripts,
  recordFirstFrame,
  withoutRenderBlocking,
} from './support/firstFrame';
import { controlledByWorker } from './support/pwa';
import { seedStorage } from './support/storage';

const THEME_KEY = 'theme';

const PAGES = [
  { path: '/', kind: 'the prerendered search page' },
  { path: '/?q=matrix', kind: 'search results rendered by the server' },
  { path: '/movie/tt0133093', kind: 'a film page rendered by the server' },
  { path: '/favorites', kind: 'the app shell' },
  { path: '/no/such/page', kind: 'the 404 page' },
];

test.describe('without blocking="render"', () => {
  // The worker would serve documents past the route that strips the attribute.
  test.use({ serviceWorkers: 'block' });

  for (const { path, kind } of PAGES) {
    test(`«Тёмная» on a light system: ${kind} is dark from its first frame`, async ({ page }) => {
      await expectDarkFromFirstFrame(page, path);
    });
  }

  test('«Светлая» on a dark system: the page is light from its first frame', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await seedStorage(page, { [THEME_KEY]: 'light' });
    await recordFirstFrame(page);
    const { release } = await withoutRenderBlocking(page);
    await page.goto('/', { waitUntil: 'commit' });
    expect(await firstFrame(page)).toEqual({ theme: 'light', background: LIGHT });
    release();
  });
});

test('offline, the pages the service worker serves are dark from their first frame', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await seedStorage(page, { [THEME_KEY]: 'dark' });
  await recordFirstFrame(page);
  await page.goto('/');
  await controlledByWorker(page);
  // Every page in the precache, as a browser that ignores the attribute would draw it if the app's
  // scripts came late: without them at all.
  expect(await precachedPagesWithoutAppScripts(page)).toEqual(
    expect.arrayContaining(['/index.html', '/app.html']),
  );
  await context.setOffline(true);
  // The search page from the precache, and a film page whose server cannot be reached: the shell.
  for (const path of ['/', '/movie/tt0133093']) {
    await page.goto(path);
    expect(await firstFrame(page), path).toEqual({ theme: 'dark', background: DARK });
    expect(
      await page.evaluate(() => document.querySelector('script[type="module"]')),
      path,
    ).toBeNull();
  }
  await context.setOffline(false);
});
