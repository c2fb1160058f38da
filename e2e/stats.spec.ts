import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAppAndWait, searchAndWait } from './support/app';
import {
  BREAKING_BAD,
  ENTER_THE_MATRIX,
  MATRIX,
  MATRIX_RELOADED,
  MATRIX_REVOLUTIONS,
  STALKER,
} from './support/movies';
import { seedFavorites, type FavoriteMovie } from './support/storage';

/** Years 2003 ×3, 2008, 1999, 1979; types movie ×4, game, series. */
const SIX = [MATRIX, MATRIX_RELOADED, MATRIX_REVOLUTIONS, ENTER_THE_MATRIX, BREAKING_BAD, STALKER];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });
const yearsList = (page: Page) => page.getByRole('list', { name: 'Распределение по годам' });
const popularList = (page: Page) => page.getByRole('list', { name: 'Популярные года' });

/** The length of each row's bar as a share of its track (the bars themselves are decoration). */
function barShares(list: Locator): Promise<number[]> {
  return list.getByRole('listitem').evaluateAll((rows) =>
    rows.map((row) => {
      const track = row.querySelector('[aria-hidden="true"]');
      const bar = track?.firstElementChild;
      if (!track || !bar) return NaN;
      return (
        Math.round(
          (bar.getBoundingClientRect().width / track.getBoundingClientRect().width) * 100,
        ) / 100
      );
    }),
  );
}

test.describe('statistics', () => {
  test('the heading and subtitle count the favorites', async ({ page }) => {
    await seedFavorites(page, SIX);
    await page.goto('/charts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Статистика фильмов');
    await expect(page.getByText('Анализ 6 избранных фильмов', { exact: true })).toBeVisible();
  });

  // Each bar chart: its rows in order, and each row's bar relative to the busiest row.
  const barCharts = [
    {
      title: 'years are shown newest first, with bars relative to the busiest year',
      chart: 'Распределение по годам',
      rows: ['2008 — 1 фильм', '2003 — 3 фильма', '1999 — 1 фильм', '1979 — 1 фильм'],
      shares: [0.33, 1, 0.33, 0.33],
    },
    {
      title: 'types are sorted by count, in Russian',
      chart: 'Распределение по типам',
      rows: ['Фильм — 4', 'Игра — 1', 'Сериал — 1'],
      shares: [1, 0.25, 0.25],
    },
  ];
  for (const { title, chart, rows, shares } of barCharts) {
    test(title, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await seedFavorites(page, SIX);
      await page.goto('/charts');
      await expect(page.getByRole('heading', { name: chart })).toBeVisible();
      const list = page.getByRole('list', { name: chart });
      await expect(list.getByRole('listitem')).toHaveText(rows);
      await expect.poll(() => barShares(list)).toEqual(shares);
    });
  }

  test('popular years are ranked by count', async ({ page }) => {
    await seedFavorites(page, SIX);
    await page.goto('/charts');
    await expect(page.getByRole('heading', { name: 'Популярные года' })).toBeVisible();
    await expect(popularList(page).getByRole('listitem')).toHaveText([
      /2003 — 3 фильма$/,
      /2008 — 1 фильм$/,
      /1999 — 1 фильм$/,
      /1979 — 1 фильм$/,
    ]);
  });

  test('the general card sums it all up', async ({ page }) => {
    await seedFavorites(page, SIX);
    await page.goto('/charts');
    await expect(page.getByRole('heading', { name: 'Общая статистика' })).toBeVisible();
    await expect(page.getByRole('term')).toHaveText([
      'Всего фильмов',
      'Разных лет (в топ-10)',
      'Типов',
      'В среднем на тип',
      'Самый популярный год',
    ]);
    await expect(page.getByRole('definition')).toHaveText(['6', '4', '3', '2', '2003 (3 фильма)']);
  });

  test('only the top 10 years are shown', async ({ page }) => {
    // 2001 ×3, 2002 ×2, then one movie each in 2003…2013: 2003, 2004 and 2005 fall out of the top 10.
    const years = [
      2001,
      2001,
      2001,
      2002,
      2002,
      ...Array.from({ length: 11 }, (_, index) => 2003 + index),
    ];
    const movies: FavoriteMovie[] = years.map((year, index) => ({
      imdbID: `tt90000${String(index).padStart(2, '0')}`,
      title: `Test movie ${index}`,
      year: String(year),
      type: 'movie',
      poster: null,
    }));
    await seedFavorites(page, movies);
    await page.goto('/charts');
    await expect(yearsList(page).getByRole('listitem')).toHaveText([
      ...[2013, 2012, 2011, 2010, 2009, 2008, 2007, 2006].map((year) => `${year} — 1 фильм`),
      '2002 — 2 фильма',
      '2001 — 3 фильма',
    ]);
    await expect(popularList(page).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('definition')).toHaveText([
      '16',
      '10',
      '1',
      '16',
      '2001 (3 фильма)',
    ]);
  });

  test('with no favorites, the page says there is nothing to count yet', async ({ page }) => {
    await page.goto('/charts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Статистика фильмов');
    await expect(page.getByRole('heading', { name: 'Пока нечего считать' })).toBeVisible();
    await expect(page.getByText(/^Анализ/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Общая статистика' })).toHaveCount(0);
    await expect(yearsList(page)).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Найти фильмы' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the movie last opened has its own card, with "Нет постера" when it has none', async ({
    page,
  }) => {
    // The current film lives in the app's memory, which it fills once it takes the served page
    // over; a link followed before that is a full page load, a fresh start like a reload.
    await openAppAndWait(page, '/movie/tt0091341');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kin-dza-dza!');
    await nav(page).getByRole('link', { name: 'Статистика' }).click();
    await expect(page.getByRole('heading', { name: 'Текущий фильм' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Нет постера' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kin-dza-dza!' })).toHaveAttribute(
      'href',
      '/movie/tt0091341',
    );
    await expect(page.getByText('1986', { exact: true })).toBeVisible();
  });

  test('after a search, its first result is the current movie', async ({ page }) => {
    // The current film is the app's memory (see above): a search the app itself runs.
    await openAppAndWait(page, '/');
    await searchAndWait(page, 'matrix', /^9 фильмов найдено/);
    await nav(page).getByRole('link', { name: 'Статистика' }).click();
    await expect(page.getByRole('heading', { name: 'Текущий фильм' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'The Matrix', exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Постер: The Matrix' })).toBeVisible();
  });
});
