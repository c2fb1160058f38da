import { expect, test } from '@playwright/test';
import {
  errorAlert,
  expectError,
  openApp,
  openAppAndWait,
  resultCards,
  resultsSummary,
  searchBox,
  searchFor,
  stopClock,
} from './support/app';
import {
  FAULTS_NEED_NO_SERVICE_WORKER,
  json,
  networkFailure,
  omdbFailure,
  raw,
  routeOmdb,
  type Failure,
} from './support/omdb';

test.use(FAULTS_NEED_NO_SERVICE_WORKER);

/**
 * docs/product-spec.md §8 through a real browser: one case of each way a title search fails on the
 * wire (an HTTP error page, a service error, a body that is not JSON, no connection). Every answer's
 * message, OMDb's 401s and 429 among them, is mapped and tested in src/api/omdbClient.test.ts, and
 * shown with «Повторить» in src/pages/SearchPage/SearchPage.failures.test.tsx.
 */
const cases: Failure[] = [
  {
    situation: 'a non-OK HTTP answer',
    answer: raw(500, '<html><body>Internal Server Error</body></html>', 'text/html'),
    message: 'Failed to fetch movies',
  },
  {
    situation: 'OMDb\'s "Too many results."',
    answer: json(200, omdbFailure('Too many results.')),
    message:
      'Слишком много результатов. Попробуйте более конкретный запрос (например, добавьте год или полное название фильма).',
  },
  {
    situation: 'malformed JSON',
    answer: raw(200, '{"Response":"True","Search":[{"Title":'),
    message: 'Сервис вернул некорректный ответ. Попробуйте позже.',
  },
  networkFailure,
];

test.describe('search errors', () => {
  for (const { situation, answer, message } of cases) {
    test(`${situation} shows "${message}"`, async ({ page }) => {
      await routeOmdb(page, (params) => params.get('s') === 'alien', answer);
      // The fault is injected into the app's own request, which page.route sees; a search sent
      // before the app runs goes to the server, which asks OMDb itself.
      await openAppAndWait(page, '/');
      await searchFor(page, 'alien');
      await expectError(page, message);
      await expect(page.getByRole('heading', { name: 'Результаты поиска' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toHaveCount(0);
    });
  }

  test('OMDb\'s real "Movie not found!" for an unknown title', async ({ page }) => {
    await openApp(page, '/');
    await searchFor(page, 'qwertyzzz');
    await expectError(page, 'Фильм не найден. Проверьте правильность написания названия.');
  });

  test('a failed search empties the earlier results, and the next search clears the error', async ({
    page,
  }) => {
    await routeOmdb(page, (params) => params.get('s') === 'alien', json(500, {}));
    // Observes the app's own requests (see openAppAndWait).
    await openAppAndWait(page, '/');
    await searchFor(page, 'matrix');
    await expect(resultCards(page)).toHaveCount(9);
    await searchFor(page, 'alien');
    await expectError(page, 'Failed to fetch movies');
    await expect(resultCards(page)).toHaveCount(0);
    await searchBox(page).fill('batman');
    await searchBox(page).press('Enter');
    await expect(resultsSummary(page)).toHaveText('26 фильмов найдено по запросу «batman»');
    await expect(errorAlert(page)).toHaveCount(0);
  });

  test('"Повторить" runs the failed search again', async ({ page }) => {
    let calls = 0;
    await routeOmdb(
      page,
      (params) => params.get('s') === 'alien',
      async (route, params) => {
        if (calls++ === 0) await json(500, {})(route, params);
        else await route.fallback();
      },
    );
    await stopClock(page); // no debounce may run the search a second time behind the test's back
    // Observes the app's own requests (see openAppAndWait).
    await openAppAndWait(page, '/');
    await searchFor(page, 'alien');
    await expectError(page, 'Failed to fetch movies');
    await errorAlert(page).getByRole('button', { name: 'Повторить' }).click();
    await expect(resultsSummary(page)).toHaveText(/по запросу «alien»$/);
    await expect(errorAlert(page)).toHaveCount(0);
    expect(calls).toBe(2);
  });

  test('an id lookup that fails over HTTP shows the search error', async ({ page }) => {
    await routeOmdb(page, (params) => params.get('i') === 'tt0133093', json(500, {}));
    // Observes the app's own requests (see openAppAndWait).
    await openAppAndWait(page, '/');
    await searchFor(page, 'tt0133093');
    await expectError(page, 'Failed to fetch movies');
  });
});
