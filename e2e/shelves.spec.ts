/** The shelves (by status) and the diary: their pages, their tools, «Что посмотреть?» offline. */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { openApp } from './support/app';
import {
  confirmPreview,
  filtersButton,
  freshPage,
  manyFavorites,
  previewDialog,
  sortBox,
} from './support/collection';
import { storedEntry } from './support/library';
import {
  BREAKING_BAD,
  ENTER_THE_MATRIX,
  KIN_DZA_DZA,
  MATRIX,
  MATRIX_RELOADED,
  MATRIX_REVOLUTIONS,
  STALKER,
} from './support/movies';
import { controlledByWorker } from './support/pwa';
import { FAVORITES_KEY, seedStorage } from './support/storage';

/**
 * A library of stored version 4: four titles wanted (runtimes 136, 162, 49 and 129 minutes in the
 * demo catalog), two watched and not hearted, one dropped and hearted (the only favorite).
 */
const LIBRARY = [
  { ...MATRIX, addedAt: '2026-01-01T10:00:00.000Z', favorite: false, status: 'want' },
  { ...STALKER, addedAt: '2026-02-01T10:00:00.000Z', favorite: false, status: 'want' },
  { ...BREAKING_BAD, addedAt: '2026-03-01T10:00:00.000Z', favorite: false, status: 'want' },
  { ...MATRIX_REVOLUTIONS, addedAt: '2026-04-01T10:00:00.000Z', favorite: false, status: 'want' },
  {
    ...MATRIX_RELOADED,
    addedAt: '2026-05-01T10:00:00.000Z',
    favorite: false,
    status: 'watched',
    rating: 8,
    watched: ['2026-10-03', '2026-11-20'],
  },
  {
    ...KIN_DZA_DZA,
    addedAt: '2026-06-01T10:00:00.000Z',
    favorite: false,
    status: 'watched',
    watched: ['2026-11-02'],
  },
  { ...ENTER_THE_MATRIX, addedAt: '2026-07-01T10:00:00.000Z', status: 'dropped' },
];

const seedLibrary = (page: Page) =>
  seedStorage(page, { [FAVORITES_KEY]: JSON.stringify({ version: 4, items: LIBRARY }) });

const shelfLinks = (page: Page) => page.getByRole('navigation', { name: 'Полки' });
const shelfTitles = (page: Page, shelf: string) =>
  page.getByRole('list', { name: `${shelf}: фильмы` }).getByRole('heading', { level: 3 });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pickButton = (page: Page) => page.getByRole('button', { name: 'Что посмотреть?' });
const pickDialog = (page: Page) => page.getByRole('dialog', { name: 'Что посмотреть?' });

/** The watchlist's titles by runtime, once their details came from the demo server. */
const BY_RUNTIME = [BREAKING_BAD.title, MATRIX_REVOLUTIONS.title, MATRIX.title, STALKER.title];

async function sortWatchlistByRuntime(page: Page): Promise<void> {
  await filtersButton(page).click();
  await sortBox(page).selectOption({ label: 'По длительности: сначала короткие' });
  await expect(shelfTitles(page, 'Хочу посмотреть')).toHaveText(BY_RUNTIME);
}

test.describe('the shelves', () => {
  test.beforeEach(async ({ page }) => seedLibrary(page));

  test('the favorites page links every shelf with its count, and keeps its own layout', async ({
    page,
  }) => {
    await openApp(page, '/favorites');
    await expect(heading(page)).toHaveText('Избранное');
    await expect(page.getByText('1 фильм в избранном')).toBeVisible();
    await expect(shelfLinks(page).getByRole('link')).toHaveText([
      'Хочу посмотреть · 4',
      'Смотрю · 0',
      'Просмотрено · 2',
      'Брошено · 1',
      'Дневник',
    ]);
    await shelfLinks(page).getByRole('link', { name: 'Просмотрено · 2' }).click();
    await expect(page).toHaveURL(/\/watched$/);
    await expect(heading(page)).toHaveText('Просмотрено');
    await expect(page).toHaveTitle('Просмотрено — Фильмотека');
    await expect(page.getByText('2 фильма', { exact: true })).toBeVisible();
    await expect(shelfLinks(page).getByRole('link', { name: 'Просмотрено · 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Newest added first; a shelf's card has the ★ and no heart, and opens the film.
    await expect(shelfTitles(page, 'Просмотрено')).toHaveText([
      KIN_DZA_DZA.title,
      MATRIX_RELOADED.title,
    ]);
    const list = page.getByRole('list', { name: 'Просмотрено: фильмы' });
    await expect(list.getByRole('button', { name: /Удалить из избранного/ })).toHaveCount(0);
    await list.getByRole('link', { name: new RegExp(MATRIX_RELOADED.title) }).click();
    await expect(heading(page)).toHaveText(MATRIX_RELOADED.title);
  });

  test('a hearted title is on its shelf too; an empty shelf leads to the search', async ({
    page,
  }) => {
    await openApp(page, '/dropped');
    await expect(shelfTitles(page, 'Брошено')).toHaveText([ENTER_THE_MATRIX.title]);
    await shelfLinks(page).getByRole('link', { name: 'Смотрю · 0' }).click();
    await expect(heading(page)).toHaveText('Смотрю');
    await expect(page.getByText('0 фильмов', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Здесь пока пусто' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Найти фильмы' })).toHaveAttribute('href', '/');
  });

  test('the watchlist sorts by runtime, finds, and the address holds the view through a reload', async ({
    page,
  }) => {
    await openApp(page, '/watchlist');
    await expect(page.getByText('4 фильма', { exact: true })).toBeVisible();
    await expect(shelfTitles(page, 'Хочу посмотреть')).toHaveText([
      MATRIX_REVOLUTIONS.title,
      BREAKING_BAD.title,
      STALKER.title,
      MATRIX.title,
    ]);
    await sortWatchlistByRuntime(page);
    await page.getByRole('searchbox', { name: 'Найти на полке' }).fill('matrix');
    await expect(shelfTitles(page, 'Хочу посмотреть')).toHaveText([
      MATRIX_REVOLUTIONS.title,
      MATRIX.title,
    ]);
    await expect(page).toHaveURL(/\/watchlist\?sort=runtime-asc&q=matrix$/);
    await page.reload();
    await expect(sortBox(page)).toHaveValue('runtime-asc');
    await expect(shelfTitles(page, 'Хочу посмотреть')).toHaveText([
      MATRIX_REVOLUTIONS.title,
      MATRIX.title,
    ]);
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption({
      label: 'По рейтингу IMDb: сначала высокие',
    });
    await expect(shelfTitles(page, 'Хочу посмотреть')).toHaveText([
      MATRIX.title,
      MATRIX_REVOLUTIONS.title,
    ]);
  });

  test('offline, the watchlist opens again and «Что посмотреть?» picks within the limits', async ({
    page,
    context,
  }) => {
    await openApp(page, '/watchlist');
    // The details are in once the runtimes order the list.
    await sortWatchlistByRuntime(page);
    // Offline, the page opens again from the service worker, the order read from the kept details.
    await controlledByWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(heading(page)).toHaveText('Хочу посмотреть');
    await expect(shelfTitles(page, 'Хочу посмотреть')).toHaveText(BY_RUNTIME);
    await pickButton(page).click();
    const dialog = pickDialog(page);
    await dialog.getByRole('spinbutton', { name: 'Не дольше, мин' }).fill('130');
    await dialog.getByRole('combobox', { name: 'Жанр' }).selectOption({ label: 'Драма' });
    await dialog.getByRole('button', { name: 'Выбрать' }).click();
    const picked = dialog.getByRole('status');
    await expect(picked.getByRole('heading', { level: 3 })).toHaveText(BREAKING_BAD.title);
    await expect(picked).toContainText('2008–2013 · 49 мин · Криминал, Драма, Триллер');
    await expect(picked.getByRole('link', { name: BREAKING_BAD.title })).toHaveAttribute(
      'href',
      `/movie/${BREAKING_BAD.imdbID}`,
    );
    // The only title that fits comes again.
    await dialog.getByRole('button', { name: 'Ещё вариант' }).click();
    await expect(picked.getByRole('heading', { level: 3 })).toHaveText(BREAKING_BAD.title);

    await dialog.getByRole('spinbutton', { name: 'Не дольше, мин' }).fill('40');
    await dialog.getByRole('button', { name: 'Выбрать' }).click();
    await expect(picked).toHaveText(
      'Ничего не подходит: на полке «Хочу посмотреть» нет фильма с такими условиями.',
    );

    // Three titles fit: each pick differs from the one before.
    await dialog.getByRole('spinbutton', { name: 'Не дольше, мин' }).fill('140');
    await dialog.getByRole('combobox', { name: 'Жанр' }).selectOption({ label: 'Любой' });
    await dialog.getByRole('button', { name: 'Выбрать' }).click();
    const fitting = [BREAKING_BAD.title, MATRIX_REVOLUTIONS.title, MATRIX.title];
    let before = await picked.getByRole('heading', { level: 3 }).textContent();
    expect(fitting).toContain(before);
    for (let press = 0; press < 5; press += 1) {
      await dialog.getByRole('button', { name: 'Ещё вариант' }).click();
      await expect(picked.getByRole('heading', { level: 3 })).not.toHaveText(before ?? '');
      before = await picked.getByRole('heading', { level: 3 }).textContent();
      expect(fitting).toContain(before);
    }
  });
});

test('a shelf shared as a link puts its titles, as found, on the same shelf of another device', async ({
  page,
  browser,
}) => {
  await seedLibrary(page);
  await openApp(page, '/watchlist?q=matrix');
  await expect(shelfTitles(page, 'Хочу посмотреть')).toHaveText([
    MATRIX_REVOLUTIONS.title,
    MATRIX.title,
  ]);
  await page.getByRole('button', { name: 'Поделиться', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Поделиться полкой «Хочу посмотреть»' });
  await expect(dialog.getByRole('img', { name: 'QR-код ссылки на 2 фильма' })).toBeVisible();
  const link = await dialog.getByRole('textbox', { name: 'Ссылка на список' }).inputValue();
  expect(link).toMatch(/\/favorites#share=[\w-]+&shelf=want$/);

  const other = await freshPage(browser);
  await other.goto(link);
  await expect(previewDialog(other).getByRole('list', { name: 'Куда попадут фильмы' })).toHaveText(
    'В «Хочу посмотреть»: 2 фильма',
  );
  await confirmPreview(other, 'Добавить 2 фильма из ссылки');
  for (const film of [MATRIX, MATRIX_REVOLUTIONS]) {
    await expect
      .poll(() => storedEntry(other, film.imdbID))
      .toMatchObject({ status: 'want', favorite: false });
  }
  await other.goto('/watchlist');
  await expect(shelfTitles(other, 'Хочу посмотреть')).toHaveCount(2);
  await other.context().close();
});

test.describe('the diary', () => {
  test.beforeEach(async ({ page }) => seedLibrary(page));

  test('lists every watch day newest first by month, with the rating and the rewatch mark', async ({
    page,
  }) => {
    await openApp(page, '/diary');
    await expect(heading(page)).toHaveText('Дневник');
    await expect(page.getByText('3 просмотра', { exact: true })).toBeVisible();
    const diary = page.getByRole('list', { name: 'Дни просмотра' });
    await expect(diary.getByRole('heading', { level: 2 })).toHaveText([
      'ноябрь 2026 · 2 просмотра',
      'октябрь 2026 · 1 просмотр',
    ]);
    const rows = diary.getByRole('listitem').filter({ has: page.locator('time') });
    await expect(rows).toHaveText([
      /^20 ноября 2026The Matrix Reloaded2003★ ваша оценка 8повторно$/,
      /^2 ноября 2026Kin-dza-dza!1986$/,
      /^3 октября 2026The Matrix Reloaded2003★ ваша оценка 8$/,
    ]);
    await rows.first().getByRole('link', { name: MATRIX_RELOADED.title }).click();
    await expect(heading(page)).toHaveText(MATRIX_RELOADED.title);
  });
});

test.describe('10,000 watched and 2,000 wanted, every list windowed', () => {
  const WATCHED = 10_000;
  const WANTED = 2_000;
  /** Two watch days each, spread over 25 years: 20,000 days in the diary. */
  const watchDays = (index: number) => {
    const year = 2001 + (index % 25);
    const month = String(1 + (index % 12)).padStart(2, '0');
    const day = String(1 + (index % 28)).padStart(2, '0');
    return [`${year}-${month}-${day}`, `${year}-${month}-${day === '28' ? '27' : '28'}`].sort();
  };

  test.beforeEach(async ({ page }) => {
    const items = manyFavorites(WATCHED + WANTED).map((movie, index) => ({
      ...movie,
      addedAt: '2026-01-02T10:00:00.000Z',
      favorite: false,
      ...(index < WATCHED ? { status: 'watched', watched: watchDays(index) } : { status: 'want' }),
    }));
    await seedStorage(page, { [FAVORITES_KEY]: JSON.stringify({ version: 4, items }) });
  });

  test('a shelf keeps only the cards near the screen, and End reaches the last one', async ({
    page,
  }) => {
    await openApp(page, '/watched?sort=added-asc');
    await expect(
      shelfLinks(page).getByRole('link', { name: /^Хочу посмотреть · 2\s000$/ }),
    ).toBeVisible();
    const cards = page.getByRole('list', { name: 'Просмотрено: фильмы' }).getByRole('listitem');
    await expect(cards.first()).toHaveAttribute('aria-setsize', String(WATCHED));
    expect(await cards.count()).toBeLessThan(100);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('End');
    const last = cards.last();
    await expect(last).toHaveAttribute('aria-posinset', String(WATCHED));
    await expect(last).toBeInViewport();
    await expect(last.getByRole('heading')).toHaveText(`Film ${WATCHED}`);
    expect(await cards.count()).toBeLessThan(100);
  });

  test('the diary keeps only the rows near the screen, and End reaches the oldest day', async ({
    page,
  }) => {
    await openApp(page, '/diary');
    await expect(page.getByText('20 000 просмотров', { exact: true })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Дни просмотра' }).getByRole('listitem');
    // 20,000 days under the headings of 25 years × 12 months.
    const total = String(2 * WATCHED + 25 * 12);
    await expect(rows.first()).toHaveAttribute('aria-setsize', total);
    await expect(rows.first()).toHaveText(/^декабрь 2025 · /);
    expect(await rows.count()).toBeLessThan(100);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('End');
    const last = rows.last();
    await expect(last).toHaveAttribute('aria-posinset', total);
    await expect(last).toBeInViewport();
    await expect(last.locator('time')).toHaveAttribute('dateTime', '2001-01-01');
    expect(await rows.count()).toBeLessThan(100);
  });
});

test.describe('the shelves’ addresses', () => {
  test('each answers 200 with its page on a direct visit; a path beside them is a 404', async ({
    page,
  }) => {
    const pages = {
      '/watchlist': 'Хочу посмотреть',
      '/watching': 'Смотрю',
      '/watched': 'Просмотрено',
      '/dropped': 'Брошено',
      '/diary': 'Дневник',
    };
    for (const [path, name] of Object.entries(pages)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(heading(page), path).toHaveText(name);
    }
    for (const path of ['/watchlists', '/diary/2026', '/watched/x']) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
  });

  test('axe finds nothing on each new page, light and dark', async ({ page }) => {
    // Five pages and a dialog, each in both schemes: about 2 s an analysis.
    test.setTimeout(120_000);
    await seedLibrary(page);
    const open = async (path: string) => {
      await openApp(page, path);
      await expect(shelfLinks(page)).toBeVisible();
    };
    const check = async (state: string) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        const found = await axeViolations(page, {
          experimental: true,
          colorsOnly: colorScheme === 'dark',
        });
        expect(found, `${state}, ${colorScheme}`).toEqual([]);
      }
    };
    await open('/watchlist');
    await sortWatchlistByRuntime(page);
    await check('watchlist, filters open');
    await pickButton(page).click();
    await pickDialog(page).getByRole('button', { name: 'Выбрать' }).click();
    await expect(pickDialog(page).getByRole('heading', { level: 3 })).toBeVisible();
    await check('«Что посмотреть?»');
    await open('/watching');
    await check('an empty shelf');
    await open('/watched');
    await check('watched');
    await open('/diary');
    await check('diary');
  });
});
