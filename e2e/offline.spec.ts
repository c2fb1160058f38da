/**
 * The app as a progressive web app, with its real service worker: installable, and opening offline
 * everything the visitor has seen.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { cardLink, openApp, searchAndWait, searchFor, resultCards } from './support/app';
import { CHROMIUM_ARGS, findTestChromium } from '../scripts/chromium.ts';
import { controlledByWorker, pngSize } from './support/pwa';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Нет сети — показываем сохранённое' });
/**
 * Chromium's offline emulation (context.setOffline) does not reach a document the service worker
 * served after the emulation began: there `navigator.onLine` stays true, where a browser that really
 * lost its network says false. Switching the emulation off and on again tells the new document (the
 * same setting sent again is ignored).
 */
async function offlineAgain(page: Page): Promise<void> {
  await page.context().setOffline(false);
  await page.context().setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

const OFFLINE_SEARCH = 'Нет сети: поиск недоступен, сохранённые фильмы — в Избранном';
const FILMS = [
  { id: 'tt0133093', title: 'The Matrix' },
  { id: 'tt0234215', title: 'The Matrix Reloaded' },
];

test('installable: the manifest, its icons, and a worker that controls the page', async ({
  page,
}) => {
  await openApp(page, '/');
  await controlledByWorker(page);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await page.request.get(href ?? '');
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Фильмотека',
    short_name: 'Фильмотека',
    lang: 'ru',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#4338ca',
    background_color: '#f5f6fa',
  });
  const purposes = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
  expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes.replace('x', '×'));
  }
  await expect(page.locator('meta[name="theme-color"][media*="dark"]')).toHaveAttribute(
    'content',
    '#12131a',
  );

  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const scriptSrc = /script-src ([^;]*)/.exec(worker.headers()['content-security-policy'] ?? '');
  expect(scriptSrc?.[1]).toBe("'self'");
});

test('Chromium finds nothing that stops it from offering to install the app', async ({
  baseURL,
}) => {
  // A browser profile of its own: Chromium never offers to install from a private (incognito)
  // window, and Playwright's contexts are private.
  const profile = mkdtempSync(join(tmpdir(), 'filmoteka-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findTestChromium(),
    args: CHROMIUM_ARGS,
    baseURL,
    locale: 'ru-RU',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await openApp(page, '/');
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map(({ errorId }) => errorId)).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a new visitor searches, opens two films and keeps them; offline, every page opens again', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await openApp(page, '/');
  await controlledByWorker(page);
  await searchAndWait(page, 'matrix', /найден/);
  for (const film of FILMS) {
    await cardLink(page, film.title).first().click();
    await expect(h1(page)).toHaveText(film.title);
    await page.getByRole('button', { name: 'В избранное' }).click();
    await expect(page.getByRole('button', { name: 'В избранном' })).toBeVisible();
    await page.goBack();
    await expect(resultCards(page).first()).toBeVisible();
  }
  await page.getByRole('navigation').getByRole('link', { name: 'Статистика' }).click();
  await expect(page.getByText(/^Данные на \d+ \S+ \d{4}/)).toBeVisible();
  const summaries = () =>
    page
      .getByRole('region', { name: 'Подробнее о фильмах' })
      .locator('figcaption')
      .allTextContents();
  // The cards fill in as the films' details arrive: the date line shows before they are all in.
  await expect
    .poll(async () => (await summaries()).find((line) => line.startsWith('Чаще всего —')))
    .toMatch(/ из 2 фильмов$/);
  const online = await summaries();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Общая статистика' })).toBeVisible();
  await expect(page.getByText(/^Данные на \d+ \S+ \d{4}/)).toBeVisible();
  await expect.poll(summaries).toEqual(online);
  await offlineAgain(page);
  await expect(offlineBanner(page)).toBeVisible();

  await page.goto('/favorites?view=grid');
  await expect(h1(page)).toHaveText('Избранное');
  for (const film of FILMS) await expect(cardLink(page, film.title)).toBeVisible();

  for (const film of FILMS) {
    await page.goto(`/movie/${film.id}`);
    await expect(h1(page)).toHaveText(film.title);
    await expect(page.getByRole('button', { name: 'В избранном' })).toBeVisible();
  }

  await page.goto('/no/such/page');
  await expect(h1(page)).toHaveText('Страница не найдена');

  await openApp(page, '/');
  await offlineAgain(page);
  await expect(offlineBanner(page)).toBeVisible();
  // Without transitions, so axe reads each scheme's colours, not a colour halfway between them.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    expect(await axeViolations(page, { colorsOnly: colorScheme === 'dark' }), colorScheme).toEqual(
      [],
    );
  }
  // A search the worker has never seen: said plainly, and run by itself when the network returns.
  await searchFor(page, 'batman');
  await expect(page.getByRole('alert').getByText(OFFLINE_SEARCH, { exact: true })).toBeVisible();
  await context.setOffline(false);
  await expect(resultCards(page).first()).toBeVisible();
  await expect(page.getByText(OFFLINE_SEARCH)).toHaveCount(0);
  await expect(offlineBanner(page)).toHaveCount(0);
});
