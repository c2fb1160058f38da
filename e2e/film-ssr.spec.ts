import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { openApp, openAppAndWait } from './support/app';
import { axeViolations } from './support/a11y';
import { MATRIX } from './support/movies';
import { trackOmdbRequests } from './support/omdb';
import { seedFavorites, storedFavoriteIds } from './support/storage';

const PLOT_START = 'Thomas Anderson writes software by day';
const favoriteToggle = (page: Page) => page.getByRole('button', { name: /^В избранно(е|м)$/ });

/** Every console error and warning of the page, from its first script on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const detailRequestsOf = (requests: URLSearchParams[], id: string) =>
  requests.filter((params) => params.get('i') === id);

test.describe('film pages rendered on the server', () => {
  test('the HTML holds the film, and the page shows it without asking OMDb or a hydration warning', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    const omdb = trackOmdbRequests(page);
    const response = await page.goto(`/movie/${MATRIX.imdbID}`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<h1 [^>]*>The Matrix<\/h1>/);
    expect(html).toContain(PLOT_START);
    expect(html).toContain('<title>The Matrix — Фильмотека</title>');
    // Observes the app's own requests (see openAppAndWait).
    await openAppAndWait(page, `/movie/${MATRIX.imdbID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
    await expect(page).toHaveTitle('The Matrix — Фильмотека');
    // Time for anything the client might still ask for.
    await page.waitForTimeout(1000);
    expect(detailRequestsOf(omdb.all(), MATRIX.imdbID)).toEqual([]);
    expect(problems.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the favorite toggle works once hydrated', async ({ page }) => {
    await openApp(page, `/movie/${MATRIX.imdbID}`);
    await favoriteToggle(page).click();
    await expect(page.getByRole('button', { name: 'В избранном' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => storedFavoriteIds(page)).toEqual([MATRIX.imdbID]);
  });

  test('a favorite saved earlier shows as one after hydration, without a mismatch', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await seedFavorites(page, [MATRIX]);
    await openApp(page, `/movie/${MATRIX.imdbID}`);
    await expect(page.getByRole('button', { name: 'В избранном' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(problems).toEqual([]);
  });

  test('an unknown id answers 404 with «Фильм не найден»', async ({ page }) => {
    const omdb = trackOmdbRequests(page);
    const response = await page.goto('/movie/tt9999999');
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('Фильм не найден');
    await expect(page.getByRole('status')).toContainText('Фильм не найден');
    await page.waitForTimeout(500);
    expect(detailRequestsOf(omdb.all(), 'tt9999999')).toEqual([]);
  });

  test('axe finds nothing on the rendered page', async ({ page }) => {
    await openApp(page, `/movie/${MATRIX.imdbID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('film pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('show the title, plot and poster from the HTML alone', async ({ page }) => {
    await page.goto(`/movie/${MATRIX.imdbID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
    await expect(page.getByText(PLOT_START)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Постер: The Matrix' })).toBeVisible();
  });
});
