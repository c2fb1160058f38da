/** «Ваш год»: the year's summary in sentences, its picture, and how it opens. */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { BREAKING_BAD, MATRIX, MATRIX_RELOADED, MATRIX_REVOLUTIONS } from './support/movies';
import { controlledByWorker, pngSize } from './support/pwa';
import { seedStorage, FAVORITES_KEY } from './support/storage';

/** Three Matrix films with ratings and watch days in 2026 (and 2025), and a series from 2024. */
const FAVORITES = [
  {
    ...MATRIX,
    addedAt: '2026-01-10T12:00:00.000Z',
    rating: 10,
    watched: ['2026-01-11', '2026-03-05'],
  },
  { ...MATRIX_RELOADED, addedAt: '2026-02-01T12:00:00.000Z', rating: 9, watched: ['2026-03-20'] },
  {
    ...MATRIX_REVOLUTIONS,
    // A poster that fails: the picture draws the placeholder in its place.
    poster: '/api/posters/tt0000000.png',
    addedAt: '2025-06-01T12:00:00.000Z',
    rating: 4,
    watched: ['2025-06-02', '2026-03-25'],
  },
  { ...BREAKING_BAD, addedAt: '2024-05-01T12:00:00.000Z' },
];

/** What the page must say of 2026, from the favorites above and the demo catalog's details. */
const SENTENCES_2026 = [
  'В 2026 году вы добавили в избранное 2 фильма.',
  // 136 × 2 + 138 + 129 minutes.
  'В 2026 году вы посмотрели 3 фильма (4 просмотра) — 8 часов 59 минут.',
  'Жанры, которые вы смотрели чаще всего: боевик — 3 фильма и фантастика — 3 фильма.',
  'Режиссёры, которых вы смотрели чаще всего: Lana Wachowski — 3 фильма и Lilly Wachowski — 3 фильма.',
  'Чаще всего вы смотрели фильмы 2000-х: 2 фильма.',
  'Чаще всего вы смотрели кино в марте: 3 просмотра.',
  'Выше всего вы оценили «The Matrix» — 10 из 10.',
  'Сильнее всего ваше мнение разошлось с IMDb о фильме «The Matrix Revolutions»: у вас 4, на IMDb 6,7 — разница 2,7.',
];

const summary = (page: Page) => page.getByRole('region', { name: 'Итоги года' });
const sentences = (page: Page) => summary(page).getByRole('listitem');
const saveButton = (page: Page) => page.getByRole('button', { name: 'Сохранить картинку' });

function seedYear(page: Page): Promise<void> {
  return seedStorage(page, { [FAVORITES_KEY]: JSON.stringify({ version: 3, items: FAVORITES }) });
}

test.describe('the year page', () => {
  test('reads 2026 aloud, links its films, and saves a 1080×1350 PNG', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await seedYear(page);
    await page.goto('/year/2026');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ваш 2026 год');
    await expect(page).toHaveTitle('Ваш 2026 год — Фильмотека');
    // The details come from the demo server the first time, then from the browser's store.
    await expect(sentences(page)).toHaveText(SENTENCES_2026);
    // The server's frame was hydrated as it came (React reports a mismatch as error #418).
    expect(errors.filter((error) => /hydrat|#418|#423|#425/i.test(error))).toEqual([]);
    await expect(
      summary(page).getByRole('link', { name: 'The Matrix', exact: true }),
    ).toHaveAttribute('href', '/movie/tt0133093');

    const downloading = page.waitForEvent('download');
    await saveButton(page).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('filmoteka-2026.png');
    const png = readFileSync(await download.path());
    expect(pngSize(png)).toBe('1080×1350');
    // Text and four posters drawn, not a blank canvas (which compresses to a few hundred bytes).
    expect(png.length).toBeGreaterThan(20_000);
  });

  test('«Поделиться» shares the picture as a file where the browser can, and is absent where it cannot', async ({
    page,
  }) => {
    await seedYear(page);
    await page.goto('/year/2026');
    await expect(sentences(page)).toHaveCount(SENTENCES_2026.length);
    const hasShare = await page.evaluate(() => typeof navigator.share === 'function');
    if (!hasShare) await expect(page.getByRole('button', { name: 'Поделиться' })).toHaveCount(0);

    await page.addInitScript(() => {
      const shared: { title?: string; files: { name: string; type: string; size: number }[] }[] =
        [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'canShare', { value: () => true });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          shared.push({
            title: data.title,
            files: (data.files ?? []).map(({ name, type, size }) => ({ name, type, size })),
          });
        },
      });
    });
    await page.reload();
    await expect(sentences(page)).toHaveCount(SENTENCES_2026.length);
    await page.getByRole('button', { name: 'Поделиться' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([
        {
          title: 'Мой 2026 год в Фильмотеке',
          files: [{ name: 'filmoteka-2026.png', type: 'image/png', size: expect.any(Number) }],
        },
      ]);
  });

  test('an empty year says so, and an address that is not a year is the 404 page', async ({
    page,
  }) => {
    await seedYear(page);
    await page.goto('/year/2019');
    await expect(page.getByRole('heading', { name: 'Пока нет данных за этот год.' })).toBeVisible();
    for (const path of ['/year/abc', '/year/99999']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Страница не найдена');
    }
  });

  test('the statistics page links to every year with data', async ({ page }) => {
    await seedYear(page);
    await page.goto('/charts');
    const years = page.getByRole('navigation', { name: 'Ваши годы' }).getByRole('link');
    await expect(years).toHaveText(['Итоги 2026 года', 'Итоги 2025 года', 'Итоги 2024 года']);
    await years.filter({ hasText: '2025' }).click();
    await expect(page).toHaveURL('/year/2025');
    await expect(sentences(page).first()).toHaveText(
      'В 2025 году вы добавили в избранное 1 фильм.',
    );
  });

  test('the server sends the frame: without JavaScript, the heading and the loading state', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/year/2026');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ваш 2026 год');
    await expect(page.getByText('Собираем итоги года...')).toBeAttached();
    await expect(page).toHaveTitle('Ваш 2026 год — Фильмотека');
    await context.close();
  });

  test('opens again offline with the same sentences, from the stored details', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await seedYear(page);
    await page.goto('/year/2026');
    await expect(sentences(page)).toHaveText(SENTENCES_2026);
    await controlledByWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ваш 2026 год');
    await expect(sentences(page)).toHaveText(SENTENCES_2026);
    const downloading = page.waitForEvent('download');
    await saveButton(page).click();
    expect(pngSize(readFileSync(await (await downloading).path()))).toBe('1080×1350');
  });

  test('axe, experimental rules on, finds nothing, light and dark', async ({ page }) => {
    await seedYear(page);
    await page.goto('/year/2026');
    await expect(sentences(page)).toHaveText(SENTENCES_2026);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      const colorsOnly = colorScheme === 'dark';
      expect(await axeViolations(page, { experimental: true, colorsOnly }), colorScheme).toEqual(
        [],
      );
    }
  });
});
