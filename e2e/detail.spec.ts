import { expect, test, type Page } from '@playwright/test';
import {
  errorAlert,
  openApp,
  openAppAndWait,
  resultCards,
  searchAndWait,
  text,
  withoutServerRendering,
} from './support/app';
import {
  FAULTS_NEED_NO_SERVICE_WORKER,
  holdOmdb,
  isDetailsOf,
  json,
  networkFailure,
  omdbFailure,
  raw,
  routeOmdb,
  type Failure,
} from './support/omdb';
import { storedFavoriteIds } from './support/storage';

test.use(FAULTS_NEED_NO_SERVICE_WORKER);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const backButton = (page: Page) => page.getByRole('button', { name: 'Назад', exact: true });
const favoriteToggle = (page: Page) => page.getByRole('button', { name: /^В избранно(е|м)$/ });
const stars = (page: Page) => page.getByRole('img', { name: /^Рейтинг IMDb/ });
const tags = (page: Page) =>
  page.getByRole('list', { name: 'Год, тип и возрастной рейтинг' }).getByRole('listitem');

/** Opens a film's page and waits until its title heads it. */
async function openFilm(page: Page, imdbID: string, title: string): Promise<void> {
  await page.goto(`/movie/${imdbID}`);
  await expect(heading(page)).toHaveText(title);
}

/** How each of the five stars is filled, read from what the browser paints. */
function starFills(page: Page): Promise<string[]> {
  return stars(page)
    .locator('span')
    .evaluateAll((spans) => {
      const resolve = (value: string) => {
        const probe = document.createElement('span');
        probe.style.color = value;
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      };
      const lit = resolve('var(--color-star)');
      return spans.map((span) => {
        const style = getComputedStyle(span);
        if (style.backgroundImage.includes('gradient') && style.color === 'rgba(0, 0, 0, 0)')
          return 'half';
        return style.color === lit ? 'full' : 'empty';
      });
    });
}

test.describe('movie details', () => {
  test('show the loading text until the details arrive', async ({ page }) => {
    await withoutServerRendering(page, '/movie/tt0133093');
    const held = await holdOmdb(page, isDetailsOf('tt0133093'));
    await page.goto('/movie/tt0133093');
    await held.arrived;
    await expect(page.getByRole('status')).toHaveText(text.detailsLoading);
    held.release();
    await expect(heading(page)).toHaveText('The Matrix');
    await expect(page.getByText(text.detailsLoading)).toHaveCount(0);
  });

  test('show every field of the movie', async ({ page }) => {
    await openFilm(page, 'tt0133093', 'The Matrix');
    await expect(tags(page)).toHaveText(['1999', 'Фильм', 'R']);
    await expect(stars(page)).toHaveAccessibleName('Рейтинг IMDb: 8,7 из 10');
    await expect(page.getByText('8,7/10', { exact: true })).toBeVisible();
    await expect(page.getByText('(2 100 000 голосов)', { exact: true })).toBeVisible();
    await expect(page.getByRole('term')).toHaveText([
      'Жанр',
      'Режиссёр',
      'В ролях',
      'Продолжительность',
      'Премьера',
      'Страна',
      'Язык',
      'Награды',
    ]);
    await expect(page.getByRole('definition')).toHaveText([
      'Action, Sci-Fi',
      'Lana Wachowski, Lilly Wachowski',
      'Keanu Reeves, Laurence Fishburne, Carrie-Anne Moss',
      '136 min',
      '31 Mar 1999',
      'United States, Australia',
      'English',
      'Won 4 Oscars. 42 wins & 52 nominations total',
    ]);
    const plot = page.getByRole('region', { name: 'Сюжет' });
    // The full plot (plot=full), not the one-line summary a search would give.
    await expect(plot).toContainText(
      'Thomas Anderson writes software by day and breaks into systems by night',
    );
    await expect(page.getByRole('region', { name: 'Оценки' }).getByRole('listitem')).toHaveText([
      'Internet Movie Database: 8.7/10',
      'Rotten Tomatoes: 83%',
      'Metacritic: 73/100',
    ]);
    const poster = page.getByRole('img', { name: 'Постер: The Matrix' });
    await expect(poster).toHaveAttribute('src', '/api/posters/tt0133093.png');
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  const ratings = [
    {
      id: 'tt0133093',
      title: 'The Matrix',
      label: '8,7',
      fills: ['full', 'full', 'full', 'full', 'half'],
    },
    {
      id: 'tt9847360',
      title: 'A Glitch in the Matrix',
      label: '5,4',
      fills: ['full', 'full', 'half', 'empty', 'empty'],
    },
    {
      id: 'tt0118688',
      title: 'Batman & Robin',
      label: '3,8',
      fills: ['full', 'full', 'empty', 'empty', 'empty'],
    },
  ];
  for (const { id, title, label, fills } of ratings) {
    test(`the five stars show ${label}/10 halved for ${title}`, async ({ page }) => {
      await openFilm(page, id, title);
      await expect(page.getByText(`${label}/10`, { exact: true })).toBeVisible();
      await expect(stars(page)).toHaveAccessibleName(`Рейтинг IMDb: ${label} из 10`);
      expect(await starFills(page)).toEqual(fills);
    });
  }

  test("the vote count takes the right plural form and OMDb's unknown fields are left out", async ({
    page,
  }) => {
    await openFilm(page, 'tt0193524', 'The Star Wars Holiday Special');
    await expect(page.getByText('(13 024 голоса)', { exact: true })).toBeVisible();
    await expect(page.getByRole('term')).not.toContainText(['Награды']);
    await expect(page.getByRole('term')).toHaveCount(7);
  });

  test('a series shows its years and type as tags', async ({ page }) => {
    await openFilm(page, 'tt0903747', 'Breaking Bad');
    await expect(tags(page)).toHaveText(['2008–2013', 'Сериал', 'TV-MA']);
  });

  test('a movie without a poster shows the placeholder', async ({ page }) => {
    await openFilm(page, 'tt0091341', 'Kin-dza-dza!');
    await expect(page.getByRole('img', { name: text.posterMissing })).toBeVisible();
    await expect(page.getByRole('main').getByRole('img', { name: /^Постер:/ })).toHaveCount(0);
  });

  test('a poster that fails to load shows the placeholder', async ({ page }) => {
    await page.route('**/api/posters/tt0133093.png', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await openFilm(page, 'tt0133093', 'The Matrix');
    await expect(page.getByRole('img', { name: text.posterMissing })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Постер: The Matrix' })).toHaveCount(0);
  });

  test('the favorite toggle adds and removes the movie', async ({ page }) => {
    await openApp(page, '/movie/tt0133093');
    await expect(favoriteToggle(page)).toHaveText(/В избранное$/);
    await expect(favoriteToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await favoriteToggle(page).click();
    await expect(favoriteToggle(page)).toHaveText(/В избранном$/);
    await expect(favoriteToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => storedFavoriteIds(page)).toEqual(['tt0133093']);
    await favoriteToggle(page).click();
    await expect(favoriteToggle(page)).toHaveText(/В избранное$/);
    await expect.poll(() => storedFavoriteIds(page)).toEqual([]);
  });

  test('"Назад" returns to the search results', async ({ page }) => {
    await openApp(page, '/');
    await searchAndWait(page, 'matrix', /^9 фильмов найдено/);
    await resultCards(page).filter({ hasText: 'The Matrix Revolutions' }).click();
    await expect(heading(page)).toHaveText('The Matrix Revolutions');
    await backButton(page).click();
    await expect(page).toHaveURL('/?q=matrix');
    await expect(resultCards(page)).toHaveCount(9);
  });

  test('"Назад" on a movie opened from a link leads to the search page', async ({ page }) => {
    await openApp(page, '/movie/tt0133093');
    await backButton(page).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Найдите свой фильм');
  });

  test('a malformed id says the movie is not found, with a way back to the search', async ({
    page,
  }) => {
    await page.goto('/movie/not-an-id');
    await expect(page.getByRole('status')).toContainText('Фильм не найден');
    await page.getByRole('link', { name: 'Назад к поиску' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('detail errors', () => {
  // One of each way it fails on the wire; every answer's message is src/api/omdbClient.test.ts's.
  const cases: Failure[] = [
    {
      situation: 'a non-OK HTTP answer',
      answer: raw(500, 'oops', 'text/plain'),
      message: 'Failed to fetch movie details',
    },
    {
      situation: 'a service error',
      answer: json(200, omdbFailure('Incorrect IMDb ID.')),
      message: 'Incorrect IMDb ID.',
    },
    networkFailure,
  ];
  for (const { situation, answer, message } of cases) {
    test(`${situation} shows "${message}" with "Назад"`, async ({ page }) => {
      await withoutServerRendering(page, '/movie/tt0133093');
      await routeOmdb(page, isDetailsOf('tt0133093'), answer);
      await page.goto('/movie/tt0133093');
      await expect(errorAlert(page)).toContainText(message);
      await expect(errorAlert(page).getByRole('button', { name: 'Назад' })).toBeVisible();
      await expect(heading(page)).toHaveCount(0);
    });
  }

  test('an id the service does not know is «Фильм не найден» from the server (HTTP 404)', async ({
    page,
  }) => {
    const response = await page.goto('/movie/tt9999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('status')).toContainText('Фильм не найден');
  });

  test('an id the service does not know shows its error when the client asks itself', async ({
    page,
  }) => {
    await withoutServerRendering(page, '/movie/tt9999999');
    await page.goto('/movie/tt9999999');
    await expect(errorAlert(page)).toContainText('Incorrect IMDb ID.');
    await expect(errorAlert(page).getByRole('button', { name: 'Назад' })).toBeVisible();
  });

  test('"Назад" after an error returns to the results, and the error stays behind', async ({
    page,
  }) => {
    await routeOmdb(page, isDetailsOf('tt0234215'), json(500, {}));
    // Observes the app's own requests (see openAppAndWait).
    await openAppAndWait(page, '/');
    await searchAndWait(page, 'matrix', /^9 фильмов найдено/);
    await resultCards(page).filter({ hasText: 'The Matrix Reloaded' }).click();
    await expect(errorAlert(page)).toContainText('Failed to fetch movie details');
    await errorAlert(page).getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL('/?q=matrix');
    await expect(resultCards(page)).toHaveCount(9);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
