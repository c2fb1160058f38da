import { expect, test, type Page } from '@playwright/test';
import {
  appTookOver,
  openApp,
  openAppAndWait,
  resultCards,
  searchBox,
  searchButton,
} from './support/app';
import { MATRIX, STALKER } from './support/movies';
import { seedFavorites } from './support/storage';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });

test.describe('shared layout', () => {
  test('the logo links to the search page from any page', async ({ page }) => {
    await page.goto('/charts');
    const logo = page.getByRole('banner').getByRole('link', { name: 'Фильмотека' });
    await expect(logo).toHaveText('🎬 Фильмотека');
    await logo.click();
    await expect(page).toHaveURL('/');
    await expect(searchBox(page)).toBeVisible();
  });

  test('the navigation links lead to their pages', async ({ page }) => {
    await page.goto('/');
    await nav(page).getByRole('link', { name: 'Избранное' }).click();
    await expect(page).toHaveURL('/favorites');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Избранное');
    await nav(page).getByRole('link', { name: 'Статистика' }).click();
    await expect(page).toHaveURL('/charts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Статистика фильмов');
    await nav(page).getByRole('link', { name: 'Поиск' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Найдите свой фильм');
  });

  test('the footer credits the data source with a link to OMDb', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Данные о фильмах предоставлены')).toHaveText(
      'Данные о фильмах предоставлены OMDb API',
    );
    const link = footer.getByRole('link', { name: 'OMDb API' });
    await expect(link).toHaveAttribute('href', 'https://www.omdbapi.com/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });

  const pages = [
    { path: '/', title: 'Поиск фильмов — Фильмотека', current: 'Поиск' },
    { path: '/favorites', title: 'Избранное — Фильмотека', current: 'Избранное' },
    { path: '/charts', title: 'Статистика — Фильмотека', current: 'Статистика' },
    { path: `/movie/${MATRIX.imdbID}`, title: 'The Matrix — Фильмотека', current: null },
    { path: '/no/such/page', title: 'Страница не найдена — Фильмотека', current: null },
  ];
  // index.html's static <title> must give way to the page's own: HTML allows one.
  test('every page has its own one <title>, and the navigation marks its link as current', async ({
    page,
  }) => {
    const labels = ['Поиск', 'Избранное', 'Статистика'];
    for (const { path, title, current } of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveTitle(title);
        await expect(page.locator('head > title')).toHaveCount(1);
        await expect(nav(page).getByRole('link')).toHaveText(labels);
        for (const label of labels) {
          const link = nav(page).getByRole('link', { name: label });
          if (label === current) await expect(link).toHaveAttribute('aria-current', 'page');
          else await expect(link).not.toHaveAttribute('aria-current');
        }
      });
    }
  });

  test('the document title follows client-side navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Поиск фильмов — Фильмотека');
    await nav(page).getByRole('link', { name: 'Избранное' }).click();
    await expect(page).toHaveTitle('Избранное — Фильмотека');
    await nav(page).getByRole('link', { name: 'Статистика' }).click();
    await expect(page).toHaveTitle('Статистика — Фильмотека');
  });
});

test.describe('not-found page', () => {
  test('an unknown path shows the 404 page with the layout around it', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
    await expect(page.getByRole('main')).toContainText('404');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Фильмотека' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('comes in the HTML with HTTP 404, and React takes it over without a mismatch', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const html = await (await page.request.get('/no/such/page')).text();
    expect(html).toMatch(/<h1>Страница не найдена<\/h1>/);
    expect(html).toContain('<title>Страница не найдена — Фильмотека</title>');
    await page.goto('/no/such/page', { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    await page.evaluate(() => document.querySelector('h1')?.setAttribute('data-from-server', ''));
    await appTookOver(page, '/no/such/page');
    // Taken over, not replaced: the server's heading is still the one on screen, and a link now
    // navigates in the page, with no new document.
    await expect(page.locator('h1[data-from-server]')).toHaveText('Страница не найдена');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.getByRole('main').getByRole('link', { name: 'В избранное' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Избранное');
    expect(documents).toEqual([]);
    expect(problems.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
  });

  test('its first link leads to the search page', async ({ page }) => {
    await page.goto('/missing');
    await page.getByRole('main').getByRole('link', { name: 'На главную' }).click();
    await expect(page).toHaveURL('/');
    await expect(searchBox(page)).toBeVisible();
  });

  test('its second link leads to the favorites page', async ({ page }) => {
    await page.goto('/missing');
    await page.getByRole('main').getByRole('link', { name: 'В избранное' }).click();
    await expect(page).toHaveURL('/favorites');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Избранное');
  });
});

test.describe('what a page fetches ahead', () => {
  const pageChunk =
    /\/assets\/(MovieDetailPage|FavoritesPage|StatsPage|YearPage|NotFoundPage|ImportDialog)-[\w-]+\.js$/;
  const fetchedAhead = (page: Page) =>
    page.evaluate(
      (source) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => new RegExp(source).test(entry.name))
          .map((entry) => ({
            name: new RegExp(source).exec(entry.name)?.[1] ?? '',
            start: entry.startTime,
            end: entry.responseEnd,
          }))
          .sort((a, b) => a.start - b.start),
      pageChunk.source,
    );
  /** Start-up is over (the load event, 2 s without input, an idle moment): the app marks it. */
  const startupOver = (page: Page) =>
    expect
      .poll(
        () => page.evaluate(() => performance.getEntriesByName('filmoteka:startup-over').length),
        {
          timeout: 15_000,
        },
      )
      .toBe(1);

  test('the search page fetches no other page until it shows results, then the film page', async ({
    page,
  }) => {
    await page.goto('/');
    await startupOver(page);
    await page.waitForTimeout(1000);
    expect(await fetchedAhead(page)).toEqual([]);
    await searchBox(page).fill('matrix');
    await searchButton(page).click();
    await expect(resultCards(page).first()).toBeVisible();
    await expect
      .poll(async () => (await fetchedAhead(page)).map(({ name }) => name))
      .toEqual(['MovieDetailPage']);
  });

  test('the favorites fetch what they open, after the first paint and start-up, one at a time', async ({
    page,
  }) => {
    await page.goto('/favorites');
    await startupOver(page);
    await expect
      .poll(async () => (await fetchedAhead(page)).map(({ name }) => name).sort(), {
        timeout: 10_000,
      })
      .toEqual(['FavoritesPage', 'ImportDialog', 'MovieDetailPage', 'StatsPage']);
    const chunks = (await fetchedAhead(page)).filter(({ name }) => name !== 'FavoritesPage');
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    );
    expect(chunks[0].start).toBeGreaterThan(firstPaint);
    for (let index = 1; index < chunks.length; index += 1) {
      expect(chunks[index].start, chunks[index].name).toBeGreaterThanOrEqual(chunks[index - 1].end);
    }
  });
});

test.describe('deep links', () => {
  const pages = [
    { path: '/', heading: 'Найдите свой фильм' },
    { path: '/favorites', heading: 'Избранное' },
    { path: '/charts', heading: 'Статистика фильмов' },
    { path: `/movie/${MATRIX.imdbID}`, heading: 'The Matrix' },
    { path: '/favorites/extra', heading: 'Страница не найдена' },
  ];
  const pageChunks: Record<string, string> = {
    '/favorites': 'FavoritesPage',
    '/charts': 'StatsPage',
    [`/movie/${MATRIX.imdbID}`]: 'MovieDetailPage',
    '/favorites/extra': 'NotFoundPage',
  };
  for (const [path, chunk] of Object.entries(pageChunks)) {
    test(`${path} fetches nothing but its scripts (on /favorites, its first frame's) before the first paint, then its page's chunk once`, async ({
      page,
    }) => {
      const chunkUrl = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`);
      const html = await (await page.request.get(path)).text();
      // The theme script (which puts the stored theme on), the boot script (which holds presses)
      // and Rolldown's runtime (0.4 KB gzip) that the app's chunks share with it.
      const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src);
      expect(scripts).toHaveLength(3);
      expect(
        scripts.filter((src) => !/\/assets\/(rolldown-runtime|theme)-[\w-]+\.js$/.test(src)),
      ).toHaveLength(1);
      // A film's poster may be announced: it is what the first paint shows.
      expect(html).not.toMatch(
        /rel="(modulepreload|stylesheet)"|rel="preload" as="(script|style)"/,
      );

      // What the app fetched once it has run: the page's chunk among it.
      await openAppAndWait(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { resources, firstPaint } = await page.evaluate(() => ({
        resources: performance
          .getEntriesByType('resource')
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      }));
      expect(firstPaint).toBeGreaterThan(0);
      const javascript = resources.filter(({ name }) => /\.js$/.test(new URL(name).pathname));
      const afterPaint = javascript.filter(
        ({ name }) => !scripts.some((src) => name.endsWith(src)),
      );
      expect(afterPaint.length).toBeGreaterThan(0);
      for (const { name, start } of afterPaint) {
        expect(start, `${name} starts after the first paint`).toBeGreaterThanOrEqual(firstPaint);
      }
      // One download: the boot script's early request and the app's own are the same.
      expect(javascript.filter(({ name }) => chunkUrl.test(name))).toHaveLength(1);
    });
  }
  for (const { path, heading } of pages) {
    test(`${path} opens directly and survives a reload`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveURL(path);
    });
  }
});

test.describe('the statistics page', () => {
  test('paints its heading from the HTML, and that stays its largest paint', async ({ page }) => {
    await seedFavorites(page, [MATRIX, STALKER]);
    await openApp(page, '/charts');
    await expect(page.getByText('Анализ 2 избранных фильмов', { exact: true })).toBeVisible();
    // Everything the page draws, the cards from the films' details included.
    await expect(page.getByText(/^Данные на /)).toBeVisible();
    const paints = await page.evaluate(
      () =>
        new Promise<{ firstPaint: number; largest: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            const last = entries[entries.length - 1];
            resolve({
              firstPaint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
              largest: last.startTime,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    // The app replaces the server's heading with its own, of the same size: no later, larger paint.
    expect(paints.largest).toBe(paints.firstPaint);
  });
});

test.describe('the statistics page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows its heading and the loading state from the HTML alone', async ({ page }) => {
    await page.goto('/charts');
    await expect(page.getByRole('heading', { level: 1, name: 'Статистика фильмов' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Загрузка страницы...');
  });
});
