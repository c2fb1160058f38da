/** The favorites page draws its films before the app starts, from what the app last drew there. */
import { expect, test, type Page } from '@playwright/test';
import { appTookOver, openApp } from './support/app';
import { axeViolations } from './support/a11y';
import { SIX_FAVORITES } from './support/movies';
import { favoritesValue, readStorage, seedFavorites } from './support/storage';

// page.route sees what the page fetches, not what a service worker answers from its cache.
test.use({ serviceWorkers: 'block' });

const FIRST_SCREEN_KEY = 'favoritesFirstScreen';
/** The carousel's slides its widest layout shows at its start: what a first screen keeps. */
const SLIDES_AT_START = 4;
const APP_SCRIPT = /\/assets\/app-[\w-]+\.js$/;
const cardTitles = (page: Page) => page.locator('main').getByRole('heading', { level: 3 });
const stored = (page: Page) => page.locator('main[data-first-screen="stored"]');

/** The titles of the carousel's slides inside its visible width, with where each one is. */
const slidesShown = (page: Page) =>
  page.locator('main [aria-roledescription="carousel"]').evaluate((carousel) => {
    const { left, right } = carousel.getBoundingClientRect();
    return [...carousel.querySelectorAll('[aria-roledescription="slide"]')]
      .map((slide) => ({
        box: slide.getBoundingClientRect(),
        title: slide.querySelector('h3')?.textContent,
      }))
      .filter(({ box }) => box.left < right && box.right > left)
      .map(({ box, title }) => ({ title, left: Math.round(box.left), top: Math.round(box.top) }));
  });

/** A first visit draws the page with the app; its first screen is kept once the browser is idle. */
async function visitOnce(page: Page, path = '/favorites'): Promise<void> {
  await seedFavorites(page, SIX_FAVORITES);
  await openApp(page, path);
  await expect(cardTitles(page).first()).toBeVisible();
  await expect.poll(() => readStorage(page, FIRST_SCREEN_KEY)).not.toBeNull();
}

/** The app's own script never arrives: what shows is what the HTML and the boot script drew. */
const withoutTheApp = (page: Page) => page.route(APP_SCRIPT, (route) => route.abort());

test('the next visit shows the stored films before the app starts, and the app takes them over', async ({
  page,
}) => {
  // The carousel stays at its start, where a first screen draws it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visitOnce(page);
  const titles = await cardTitles(page).allTextContents();
  expect(titles).toContain(SIX_FAVORITES[0]!.title);

  const shownAtStart = await slidesShown(page);
  expect(shownAtStart.length).toBeGreaterThan(0);
  expect(shownAtStart.length).toBeLessThanOrEqual(SLIDES_AT_START);

  await withoutTheApp(page);
  await page.reload();
  await expect(stored(page)).toBeVisible();
  // The slides after those the widest carousel shows are left out: they are not on the screen.
  await expect(cardTitles(page)).toHaveText(titles.slice(0, SLIDES_AT_START));
  expect(await slidesShown(page)).toEqual(shownAtStart);
  expect(await axeViolations(page)).toEqual([]);

  await page.unroute(APP_SCRIPT);
  await page.reload();
  await appTookOver(page, '/favorites');
  await expect(stored(page)).toHaveCount(0);
  await expect(cardTitles(page)).toHaveText(titles);
});

test('a first screen drawn from other favorites, or for another view, is never shown', async ({
  page,
}) => {
  await visitOnce(page);
  await withoutTheApp(page);

  // Another tab (or device, through sync) changed the favorites since.
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    ['favorites', favoritesValue(SIX_FAVORITES.slice(1))],
  );
  await page.reload();
  await expect(page.locator('main')).toBeVisible();
  await expect(stored(page)).toHaveCount(0);
  await expect(cardTitles(page)).toHaveCount(0);

  // The address asks for the grid: the carousel drawn for the plain address does not stand in.
  await page.unroute(APP_SCRIPT);
  await visitOnce(page);
  await withoutTheApp(page);
  await page.goto('/favorites?view=grid');
  await expect(page.locator('main')).toBeVisible();
  await expect(stored(page)).toHaveCount(0);
});
