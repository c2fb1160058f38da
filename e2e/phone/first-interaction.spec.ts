/**
 * What a visitor does the moment a page shows, on a slowed-down phone: nothing is lost while the
 * app starts. No step here waits for the app; each acts as soon as its control is on screen.
 */
import type { Page } from '@playwright/test';
import { cardLink, resultCards, searchBox, searchButton } from '../support/app';
import { favoritesGrid } from '../support/collection';
import { pageToday, storedEntry, wantToggle, watchedTodayToggle } from '../support/library';
import { seedStorage, favoritesValue, FAVORITES_KEY } from '../support/storage';
import { expect, RUNS, test } from '../support/phone';

const storedFavorites = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key) ?? '', FAVORITES_KEY);

for (const run of RUNS) {
  test(`a search typed and sent as soon as the box shows gets its results (run ${run})`, async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'commit' });
    await searchBox(page).pressSequentially('matrix');
    await searchButton(page).click();
    await expect(cardLink(page, 'The Matrix')).toBeVisible();
    await expect(searchBox(page)).toHaveValue('matrix');
    expect(new URL(page.url()).searchParams.get('q')).toBe('matrix');
  });

  test(`text typed before the app starts stays, and is searched without a press (run ${run})`, async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'commit' });
    await searchBox(page).pressSequentially('matr');
    await searchBox(page).pressSequentially('ix');
    await expect(resultCards(page).first()).toBeVisible();
    await expect(cardLink(page, 'The Matrix')).toBeVisible();
    await expect(searchBox(page)).toHaveValue('matrix');
  });

  test(`«В избранное» pressed as soon as a server-rendered film page shows is kept (run ${run})`, async ({
    page,
  }) => {
    await page.goto('/movie/tt0133093', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'В избранное' }).click();
    await expect(page.getByRole('button', { name: 'В избранном' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => storedFavorites(page)).toContain('tt0133093');
  });

  test(`«Хочу посмотреть» pressed as soon as a server-rendered film page shows is kept (run ${run})`, async ({
    page,
  }) => {
    await page.goto('/movie/tt0133093', { waitUntil: 'commit' });
    await wantToggle(page).click();
    await expect(wantToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => storedEntry(page, 'tt0133093'))
      .toMatchObject({
        status: 'want',
        favorite: false,
      });
  });

  test(`«Просмотрено сегодня» pressed as soon as a server-rendered film page shows is kept (run ${run})`, async ({
    page,
  }) => {
    await page.goto('/movie/tt0133093', { waitUntil: 'commit' });
    await watchedTodayToggle(page).click();
    await expect(watchedTodayToggle(page)).toHaveAttribute('aria-pressed', 'true');
    const today = await pageToday(page);
    await expect
      .poll(() => storedEntry(page, 'tt0133093'))
      .toMatchObject({
        status: 'watched',
        watched: [today],
      });
  });

  test(`«Сетка» pressed as soon as the favorites show switches the view (run ${run})`, async ({
    page,
  }) => {
    await seedStorage(page, {
      [FAVORITES_KEY]: favoritesValue([
        { imdbID: 'tt0133093', title: 'The Matrix', year: '1999', type: 'movie', poster: null },
        {
          imdbID: 'tt0234215',
          title: 'The Matrix Reloaded',
          year: '2003',
          type: 'movie',
          poster: null,
        },
      ]),
    });
    await page.goto('/favorites', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Сетка', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Сетка', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(favoritesGrid(page).getByRole('listitem')).toHaveCount(2);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Once: with no script there is no race to repeat.
  test('/?q=matrix shows the results from the HTML alone', async ({ page }) => {
    await page.goto('/?q=matrix');
    await expect(cardLink(page, 'The Matrix')).toBeVisible();
    await expect(searchBox(page)).toHaveValue('matrix');
    await expect(page.getByText(/\d фильм\S* найден/)).toBeVisible();
  });

  test('the search form sends the query, the type and the year as a plain form', async ({
    page,
  }) => {
    await page.goto('/');
    await searchBox(page).fill('matrix');
    await page.getByRole('textbox', { name: 'Год' }).fill('1999');
    await searchButton(page).click();
    await expect(cardLink(page, 'The Matrix')).toBeVisible();
    const address = new URL(page.url()).searchParams;
    expect(address.get('q')).toBe('matrix');
    expect(address.get('y')).toBe('1999');
    await page.getByRole('group', { name: 'Тип' }).getByRole('button', { name: 'Сериалы' }).click();
    expect(new URL(page.url()).searchParams.get('type')).toBe('series');
  });
});
