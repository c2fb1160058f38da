import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalogFavorites } from './support/movies';
import { FAULTS_NEED_NO_SERVICE_WORKER, holdOmdb, json, raw, routeOmdb } from './support/omdb';
import { seedFavorites, type FavoriteMovie } from './support/storage';

test.use(FAULTS_NEED_NO_SERVICE_WORKER);

/** Twenty films of the demo catalog, as a new user might have added them. */
const TWENTY: FavoriteMovie[] = catalogFavorites(287)
  .filter((film) => film.type === 'movie')
  .slice(0, 20);

const status = (page: Page) => page.getByRole('region', { name: 'Загрузка сведений о фильмах' });
const genres = (page: Page) => page.getByRole('group', { name: 'Жанры' });
/** The sentences under the new cards' charts: what each card says, in words. */
const summaries = (page: Page) =>
  page.getByRole('region', { name: 'Подробнее о фильмах' }).locator('figcaption').allTextContents();
const details = (page: Page) => page.getByRole('region', { name: 'Подробнее о фильмах' });
/** The top-10 charts of names. */
const TOP_CHARTS = ['Жанры', 'Режиссёры', 'Актёры', 'Страны', 'Языки'];
const drawing = (page: Page, name: string) =>
  details(page).getByRole('figure', { name }).locator('svg').first();

/** The rows a chart draws (a grey track each), and how many of them have no bar on them. */
function chartRows(chart: Locator): Promise<{ rows: number; empty: number }> {
  return chart.evaluate((svg) => {
    const tracks = [...svg.querySelectorAll('[aria-hidden="true"] rect')].map((track) =>
      track.getBoundingClientRect(),
    );
    const marks = [...svg.querySelectorAll('a, [role="img"]')].map((mark) =>
      mark.getBoundingClientRect(),
    );
    const middle = (rect: DOMRect) => rect.top + rect.height / 2;
    const empty = tracks.filter(
      (track) => !marks.some((mark) => mark.top <= middle(track) && middle(track) <= mark.bottom),
    );
    return { rows: tracks.length, empty: empty.length };
  });
}

/**
 * The links' labels once two reads agree. A chart is drawn from the details at transition priority,
 * so it may draw once more after «Данные на» shows: a visitor reads the bars as they stand.
 */
async function settledLabels(links: Locator): Promise<string[]> {
  const read = () =>
    links.evaluateAll((all) => all.map((link) => link.getAttribute('aria-label') ?? ''));
  let last: string[] = [];
  await expect
    .poll(
      async () => {
        const now = await read();
        const settled = now.length > 0 && now.join('\n') === last.join('\n');
        last = now;
        return settled;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return last;
}

/** The layout shifts the page has had that no input caused, summed up as CLS counts them. */
function unexpectedShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((a, s) => a + s.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing has shifted.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

const detailCalls = (page: Page) => {
  const ids: string[] = [];
  page.on('request', (request) => {
    const id = new URL(request.url()).searchParams.get('i');
    if (id && request.url().includes('/api/omdb/')) ids.push(id);
  });
  return ids;
};

test.describe('statistics of the favorites’ details', () => {
  test('twenty new favorites: the progress shows, the cards fill, and the numbers hold offline', async ({
    page,
    context,
  }) => {
    await seedFavorites(page, TWENTY);
    const held = await holdOmdb(page, (params) => params.get('i') === TWENTY[0].imdbID);
    await page.goto('/charts');
    // The spec's cards come first, whatever the details do.
    await expect(page.getByRole('heading', { name: 'Общая статистика' })).toBeVisible();
    await held.arrived;
    await expect(status(page).getByText(/^Загружаем сведения о фильмах: \d+ из 20$/)).toBeVisible();
    await expect(status(page).getByRole('progressbar')).toBeVisible();
    held.release();
    await expect(status(page).getByText(/^Данные на \d+ \S+ \d{4}/)).toBeVisible();
    await expect(genres(page).getByRole('link').first()).toBeVisible();
    const online = await summaries(page);
    expect(online.find((line) => line.startsWith('Чаще всего —'))).toMatch(/ из 20 фильмов$/);

    // Offline: the page is opened again (in the app) from what the details store keeps.
    await context.setOffline(true);
    const calls = detailCalls(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Избранное' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Статистика' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Нет сети — показываем сохранённое' }),
    ).toBeVisible();
    await expect(status(page).getByText(/^Данные на \d+ \S+ \d{4}/)).toBeVisible();
    // The cards fill from IndexedDB a moment after the page draws.
    await expect.poll(() => summaries(page)).toEqual(online);
    expect(calls).toEqual([]);
    await context.setOffline(false);
  });

  test('faulted answers are counted, the rest still renders, and «Повторить» asks again', async ({
    page,
  }) => {
    const films = TWENTY.slice(0, 6);
    await seedFavorites(page, films);
    let faulty = true;
    await routeOmdb(
      page,
      (params) => faulty && params.get('i') === films[1].imdbID,
      json(500, { oops: true }),
    );
    await routeOmdb(
      page,
      (params) => faulty && params.get('i') === films[2].imdbID,
      raw(200, '<html>Service unavailable</html>', 'text/html'),
    );
    await page.goto('/charts');
    const alert = details(page).getByRole('alert');
    await expect(alert).toContainText('Не удалось загрузить 2 фильма');
    // The failures are said as they come; «Повторить» joins them when the others have loaded too.
    await expect(alert.getByRole('button', { name: 'Повторить' })).toBeVisible();
    await expect(genres(page).getByRole('link').first()).toBeVisible();
    await expect
      .poll(async () => (await summaries(page)).find((line) => line.startsWith('Чаще всего —')))
      .toMatch(/ из 4 фильмов$/);
    faulty = false;
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect(details(page).getByRole('alert')).toHaveCount(0);
    await expect
      .poll(async () => (await summaries(page)).find((line) => line.startsWith('Чаще всего —')))
      .toMatch(/ из 6 фильмов$/);
  });

  test('the top-10 charts keep room for ten rows while details load, then show only their rows', async ({
    page,
  }) => {
    await seedFavorites(page, TWENTY.slice(0, 5));
    const held = await holdOmdb(page, (params) => params.get('i') === TWENTY[0].imdbID);
    await page.goto('/charts');
    await held.arrived;
    await expect(status(page).getByRole('progressbar')).toBeVisible();
    for (const name of TOP_CHARTS) expect((await chartRows(drawing(page, name))).rows).toBe(10);
    held.release();
    await expect(status(page).getByText(/^Данные на/)).toBeVisible();
    for (const name of TOP_CHARTS) {
      await expect
        .poll(() => chartRows(drawing(page, name)), { message: name })
        .toMatchObject({
          empty: 0,
        });
      const { rows } = await chartRows(drawing(page, name));
      expect(rows, name).toBeGreaterThan(0);
      expect(rows, name).toBeLessThan(10); // five films have fewer than ten genres, or people
    }
  });

  for (const width of [390, 1280]) {
    test(`«Данные на …» sits on the section’s heading line, and nothing shifts, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await seedFavorites(page, TWENTY.slice(0, 5));
      await page.goto('/charts');
      const asOf = status(page).getByText(/^Данные на \d+ \S+ \d{4}/);
      await expect(asOf).toBeVisible();
      const heading = details(page).getByRole('heading', { name: 'Подробнее о фильмах' });
      const [line, title] = [await asOf.boundingBox(), await heading.boundingBox()];
      if (!line || !title) throw new Error('the heading or the date is not drawn');
      if (width >= 768) {
        // Beside the heading: the same line.
        expect(Math.abs(line.y + line.height / 2 - (title.y + title.height / 2))).toBeLessThan(8);
      } else {
        // Right under it, not in a box of its own.
        expect(line.y - (title.y + title.height)).toBeLessThan(24);
      }
      expect(await status(page).evaluate((box) => box.getBoundingClientRect().height)).toBeLessThan(
        48,
      );
      await expect.poll(() => chartRows(drawing(page, 'Жанры'))).toMatchObject({ empty: 0 });
      expect(await unexpectedShifts(page)).toBe(0);
    });
  }

  test('OMDb’s daily limit stops the run at once, with its message', async ({ page }) => {
    await seedFavorites(page, TWENTY);
    const calls = detailCalls(page);
    await routeOmdb(
      page,
      (params) => params.has('i'),
      json(401, { Response: 'False', Error: 'Request limit reached!' }),
    );
    await page.goto('/charts');
    await expect(details(page).getByRole('alert')).toContainText(
      'Исчерпан дневной лимит запросов к OMDb',
    );
    await expect(page.getByRole('heading', { name: 'Общая статистика' })).toBeVisible();
    expect(calls.length).toBeLessThanOrEqual(4);
  });

  test('bars are reached by keyboard, show their value, and draw a focus ring', async ({
    page,
  }) => {
    await seedFavorites(page, TWENTY.slice(0, 5));
    await page.goto('/charts');
    await expect(status(page).getByText(/^Данные на/)).toBeVisible();
    const first = genres(page).getByRole('link').first();
    for (let press = 0; press < 60; press += 1) {
      await page.keyboard.press('Tab');
      if (await first.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(first).toBeFocused();
    // What the bar shows first (WCAG 2.5.3), then the count in words.
    await expect(first).toHaveAccessibleName(/^.+: \d+ · \d+\s% — \d+ фильм\S*$/);
    const ring = await first.evaluate((element) => {
      const marks = [...element.querySelectorAll('rect')].map((rect) => getComputedStyle(rect));
      return marks.some((style) => style.stroke !== 'none' && parseFloat(style.strokeWidth) >= 2);
    });
    expect(ring).toBe(true);
    const value = await first.locator('text').allTextContents();
    expect(value.join(' ')).toMatch(/\d+ · \d+\s%/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/favorites\?view=grid&genre=/);
  });

  test('a genre’s bar opens the favorites filtered by it', async ({ page }) => {
    await seedFavorites(page, TWENTY);
    await page.goto('/charts');
    await expect(status(page).getByText(/^Данные на/)).toBeVisible();
    const [name = ''] = await settledLabels(genres(page).getByRole('link'));
    const [genre, count] = /^(.+): (\d+) · /.exec(name)?.slice(1) ?? [];
    await genres(page).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/favorites\?view=grid&genre=\w+/);
    await expect(
      page.getByRole('button', { name: `Убрать условие «Жанр: ${genre}»` }),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Избранные фильмы' }).getByRole('listitem'),
    ).toHaveCount(Number(count));
  });
});
