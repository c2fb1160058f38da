import { expect, test, type Page } from '@playwright/test';
import {
  cardLink,
  clearButton,
  openServedResults,
  loadMoreButton,
  openApp,
  openAppAndWait,
  recentChips,
  resultCards,
  resultsSummary,
  searchAndWait,
  searchBox,
  searchButton,
  searchFor,
  stopClock,
  text,
} from './support/app';
import {
  FAULTS_NEED_NO_SERVICE_WORKER,
  holdOmdb,
  isSearchFor,
  json,
  logOmdbCalls,
  routeOmdb,
  trackOmdbRequests,
} from './support/omdb';
import { seedRecentSearches, storedRecentSearches } from './support/storage';

test.use(FAULTS_NEED_NO_SERVICE_WORKER);

const warning = (page: Page, message: string) =>
  page.getByRole('status').filter({ hasText: message });

/** The search page with time standing still: the debounce fires only when the test moves the clock. */
/** With time standing still, the tests below count the app's own requests against its debounce. */
async function openWithStoppedClock(page: Page): Promise<void> {
  await stopClock(page);
  await openAppAndWait(page, '/');
}

test.describe('validation', () => {
  test('the search button is disabled under 3 characters, with the minimum-length warning', async ({
    page,
  }) => {
    await openApp(page, '/');
    await expect(searchBox(page)).toHaveAttribute(
      'placeholder',
      'Например: Inception, The Matrix или tt0133093',
    );
    await expect(searchButton(page)).toBeDisabled();
    await expect(page.getByText(text.minLength)).toHaveCount(0);

    await searchBox(page).fill('ma');
    await expect(searchButton(page)).toBeDisabled();
    await expect(warning(page, text.minLength)).toHaveText(text.minLength);

    await searchBox(page).fill('mat');
    await expect(searchButton(page)).toBeEnabled();
    await expect(page.getByText(text.minLength)).toHaveCount(0);
  });

  test('every stop word is refused whatever its case, by Enter and by the debounce', async ({
    page,
  }) => {
    const calls = await logOmdbCalls(page);
    await openWithStoppedClock(page);
    const longWords = ['THE', 'And', 'bUt', 'FOR', 'With', 'MOVIE', 'Film', 'CINEMA'];
    const shortWords = ['OR', 'In', 'oN', 'AT', 'To', 'Of', 'bY'];
    for (const word of longWords) {
      await searchBox(page).fill(word);
      await expect(page.getByText(text.tooGeneral)).toHaveCount(0); // a new input clears the old warning
      await page.clock.runFor(600);
      await expect(warning(page, text.tooGeneral)).toHaveText(text.tooGeneral);
      await searchBox(page).press('Enter');
      await expect(warning(page, text.tooGeneral)).toHaveText(text.tooGeneral);
    }
    for (const word of shortWords) {
      await searchBox(page).fill(word);
      await page.clock.runFor(600);
      await expect(warning(page, text.minLength)).toBeVisible();
    }
    expect(await calls.all()).toHaveLength(0);
    await expect(page.getByRole('heading', { name: 'Результаты поиска' })).toHaveCount(0);
  });

  test('the too-general warning clears as soon as the input changes', async ({ page }) => {
    await openApp(page, '/');
    await searchFor(page, 'cinema');
    await expect(warning(page, text.tooGeneral)).toBeVisible();
    await searchBox(page).press('s');
    await expect(page.getByText(text.tooGeneral)).toHaveCount(0);
  });

  test('a stop word inside a longer query is searched', async ({ page }) => {
    await openApp(page, '/');
    await searchAndWait(page, 'the matrix', '9 фильмов найдено по запросу «the matrix»');
    await expect(page.getByText(text.tooGeneral)).toHaveCount(0);
  });

  test('a blank query is ignored', async ({ page }) => {
    const calls = await logOmdbCalls(page);
    await openWithStoppedClock(page);
    await searchBox(page).fill('      ');
    await expect(searchButton(page)).toBeDisabled();
    await searchBox(page).press('Enter');
    await page.clock.runFor(1000);
    expect(await calls.all()).toHaveLength(0);
    await expect(page.getByText(text.minLength)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: text.loading })).toHaveCount(0);
  });

  test('spaces around a query are trimmed', async ({ page }) => {
    const requests = trackOmdbRequests(page);
    // Observes the app's own requests (see openAppAndWait).
    await openAppAndWait(page, '/');
    await searchAndWait(page, '   alien   ', /по запросу «alien»$/);
    expect(requests.all().map((params) => params.get('s'))).toEqual(['alien']);
    await clearButton(page).click();
    await expect(recentChips(page)).toHaveText(['alien']);
  });

  test('a Cyrillic query hints that OMDb knows titles in English', async ({ page }) => {
    await openApp(page, '/');
    await searchBox(page).fill('Сталкер');
    await expect(
      page.getByRole('status').filter({ hasText: 'OMDb ищет по английским названиям' }),
    ).toBeVisible();
  });
});

test.describe('when the search runs', () => {
  test('typing searches exactly once, 500 ms after the last keystroke', async ({ page }) => {
    const calls = await logOmdbCalls(page);
    const requests = trackOmdbRequests(page);
    await openWithStoppedClock(page);
    await searchBox(page).pressSequentially('mat');
    await page.clock.runFor(300);
    await searchBox(page).pressSequentially('rix');
    await page.clock.runFor(499);
    expect(await calls.all()).toHaveLength(0);

    await page.clock.runFor(1);
    await expect(resultsSummary(page)).toHaveText('9 фильмов найдено по запросу «matrix»');
    await page.clock.runFor(2000);
    const made = await calls.all();
    expect(made.map((params) => [params.get('s'), params.get('page')])).toEqual([['matrix', '1']]);
    expect(requests.all()).toHaveLength(1);
  });

  test('Enter searches at once, without waiting for the debounce', async ({ page }) => {
    const calls = await logOmdbCalls(page);
    await openWithStoppedClock(page);
    await searchBox(page).fill('alien');
    await searchBox(page).press('Enter');
    await expect(resultsSummary(page)).toHaveText(/по запросу «alien»$/);
    await page.clock.runFor(1000); // the debounce then finds nothing new to search
    expect((await calls.all()).map((params) => params.get('s'))).toEqual(['alien']);
  });

  test('the search button searches at once', async ({ page }) => {
    const calls = await logOmdbCalls(page);
    await openWithStoppedClock(page);
    await searchBox(page).fill('batman');
    await searchButton(page).click();
    await expect(resultsSummary(page)).toHaveText('26 фильмов найдено по запросу «batman»');
    expect(await calls.all()).toHaveLength(1);
  });

  test('emptying the input clears the search after the debounce', async ({ page }) => {
    await openApp(page, '/');
    await searchAndWait(page, 'matrix', /^9 фильмов найдено/);
    await searchBox(page).fill('');
    await expect(page.getByRole('heading', { name: 'Результаты поиска' })).toHaveCount(0);
    await expect(recentChips(page)).toHaveText(['matrix']);
  });

  for (const [what, typed, after] of [
    ['emptied', '', 'the results go'],
    ['changed', 'alien', 'its own search runs'],
  ] as const) {
    test(`the box ${what} on a results page before the app takes over stays so, and ${after}`, async ({
      page,
    }) => {
      const takeover = await openServedResults(page, '/?q=matrix', /^9 фильмов найдено/);
      await searchBox(page).fill(typed);
      takeover.release();
      if (typed === '') {
        await expect(page.getByRole('heading', { name: 'Результаты поиска' })).toHaveCount(0);
        await expect(page).toHaveURL(/\/$/);
      } else {
        await expect(resultsSummary(page)).toHaveText(/по запросу «alien»$/);
      }
      await expect(searchBox(page)).toHaveValue(typed);
    });
  }

  test('the loading block shows while a search runs, and the button waits for it', async ({
    page,
  }) => {
    const held = await holdOmdb(page, isSearchFor('alien'));
    // The held request is the app's own: a search sent before it runs is answered by the server.
    await openAppAndWait(page, '/');
    await searchFor(page, 'alien');
    await held.arrived;
    const loading = page.getByRole('status').filter({ hasText: text.loading });
    await expect(loading).toContainText(text.loadingHint);
    await expect(searchButton(page)).toBeDisabled();
    held.release();
    await expect(resultsSummary(page)).toHaveText(/по запросу «alien»$/);
    await expect(loading).toHaveCount(0);
    await expect(searchButton(page)).toBeEnabled();
  });
});

test.describe('lookup by IMDb id', () => {
  for (const id of ['tt0133093', 'TT0133093']) {
    test(`"${id}" finds exactly that movie`, async ({ page }) => {
      const requests = trackOmdbRequests(page);
      // Observes the app's own requests (see openAppAndWait).
      await openAppAndWait(page, '/');
      await searchAndWait(page, id, `1 фильм найден по запросу «${id}»`);
      await expect(resultCards(page)).toHaveCount(1);
      await expect(cardLink(page, 'The Matrix')).toHaveAttribute('href', '/movie/tt0133093');
      const [request] = requests.all();
      expect(request.get('i')?.toLowerCase()).toBe('tt0133093');
      expect(request.has('s')).toBe(false);
    });
  }

  test('an unknown id shows the not-found card, and "Новый поиск" starts over', async ({
    page,
  }) => {
    await openApp(page, '/');
    await searchFor(page, 'tt0000001');
    await expect(page.getByRole('heading', { name: text.nothingFound })).toBeVisible();
    await page.getByRole('button', { name: 'Новый поиск' }).click();
    await expect(page.getByRole('heading', { name: text.nothingFound })).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(recentChips(page)).toHaveText(['tt0000001']);
  });
});

test.describe('results', () => {
  test('show the heading, the total with the query, and a card per movie', async ({ page }) => {
    await openApp(page, '/');
    await searchFor(page, 'matrix');
    await expect(page.getByRole('heading', { name: 'Результаты поиска' })).toBeVisible();
    await expect(resultsSummary(page)).toHaveText('9 фильмов найдено по запросу «matrix»');
    await expect(resultCards(page)).toHaveCount(9);
    const first = resultCards(page).first();
    await expect(first.getByRole('heading')).toHaveText('The Matrix');
    await expect(first).toContainText('1999');
    await expect(first).toContainText('Фильм');
    await expect(first.getByRole('img', { name: 'Постер: The Matrix' })).toHaveJSProperty(
      'complete',
      true,
    );
    const game = resultCards(page).filter({ hasText: 'Enter the Matrix' });
    await expect(game).toContainText('2003');
    await expect(game).toContainText('Игра');
    await expect(page.getByText('Показано 9 из 9')).toBeVisible();
    await expect(loadMoreButton(page)).toHaveCount(0);
  });

  test('a movie without a poster shows the placeholder', async ({ page }) => {
    await openApp(page, '/');
    await searchAndWait(page, 'kin-dza-dza', /^1 фильм найден/);
    const card = resultCards(page).first();
    await expect(card.getByRole('img', { name: text.posterMissing })).toBeVisible();
    await expect(card).toContainText(text.posterMissing);
    await expect(card.getByRole('img', { name: 'Постер: Kin-dza-dza!' })).toHaveCount(0);
  });

  test('a poster that fails to load is replaced by the placeholder', async ({ page }) => {
    await page.route('**/api/posters/tt0133093.png', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    // Observes the app's own requests (see openAppAndWait).
    await openAppAndWait(page, '/');
    await searchAndWait(page, 'matrix', /^9 фильмов найдено/);
    const broken = resultCards(page).filter({ hasText: 'The Matrix' }).first();
    await expect(broken.getByRole('img', { name: text.posterMissing })).toBeVisible();
    await expect(broken.getByRole('img', { name: 'Постер: The Matrix' })).toHaveCount(0);
    const fine = resultCards(page).filter({ hasText: 'The Matrix Reloaded' });
    await expect(fine.getByRole('img', { name: 'Постер: The Matrix Reloaded' })).toBeVisible();
  });

  test('clicking a card opens the movie', async ({ page }) => {
    await openApp(page, '/');
    await searchAndWait(page, 'matrix', /^9 фильмов найдено/);
    await resultCards(page).filter({ hasText: 'The Matrix Reloaded' }).click();
    await expect(page).toHaveURL('/movie/tt0234215');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Matrix Reloaded');
  });

  test('"Очистить" resets the search and shows the recent searches again', async ({ page }) => {
    await openApp(page, '/');
    await expect(clearButton(page)).toHaveCount(0);
    await searchAndWait(page, 'matrix', /^9 фильмов найдено/);
    await expect(clearButton(page)).toHaveText('Очистить');
    await clearButton(page).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Результаты поиска' })).toHaveCount(0);
    await expect(clearButton(page)).toHaveCount(0);
    await expect(recentChips(page)).toHaveText(['matrix']);
  });
});

test.describe('recent searches', () => {
  test('are lowercase, newest first, without duplicates, and stored', async ({ page }) => {
    await openApp(page, '/');
    await expect(page.getByRole('heading', { name: 'Недавние запросы' })).toHaveCount(0);
    await searchAndWait(page, 'Matrix', /«Matrix»$/);
    await expect(page.getByRole('heading', { name: 'Недавние запросы' })).toHaveCount(0); // hidden while a query is active
    await searchAndWait(page, 'ALIEN', /«ALIEN»$/);
    await searchAndWait(page, 'Batman', /«Batman»$/);
    await searchAndWait(page, 'matrix', /«matrix»$/);
    await clearButton(page).click();
    await expect(recentChips(page)).toHaveText(['matrix', 'batman', 'alien']);
    expect(await storedRecentSearches(page)).toEqual(['matrix', 'batman', 'alien']);
  });

  test('keep at most 10, dropping the oldest', async ({ page }) => {
    const seeded = [
      'heat',
      'alien',
      'jaws',
      'rocky',
      'fargo',
      'psycho',
      'vertigo',
      'gladiator',
      'titanic',
      'avatar',
    ];
    await seedRecentSearches(page, seeded);
    await openApp(page, '/');
    await expect(recentChips(page)).toHaveText(seeded);
    await searchAndWait(page, 'Batman', /«Batman»$/);
    await clearButton(page).click();
    await expect(recentChips(page)).toHaveText(['batman', ...seeded.slice(0, 9)]);
    expect(await storedRecentSearches(page)).toHaveLength(10);
  });

  test('a chip fills the input and searches it again', async ({ page }) => {
    await seedRecentSearches(page, ['alien', 'matrix']);
    await openApp(page, '/');
    await recentChips(page).getByRole('button', { name: 'matrix' }).click();
    await expect(searchBox(page)).toHaveValue('matrix');
    await expect(resultsSummary(page)).toHaveText('9 фильмов найдено по запросу «matrix»');
    await clearButton(page).click();
    await expect(recentChips(page)).toHaveText(['matrix', 'alien']);
  });

  test('survive a reload', async ({ page }) => {
    // The recent searches are the app's record: a search sent before the app runs is kept once the
    // app runs on its results, so the second one here is typed into the app.
    await openAppAndWait(page, '/');
    await searchAndWait(page, 'Matrix', /«Matrix»$/);
    await searchAndWait(page, 'alien', /«alien»$/);
    // The address now holds the search, and reloading it shows the search again (see
    // e2e/search-address.spec.ts); the app's own address, loaded afresh, shows the chips.
    await openApp(page, '/');
    await expect(searchBox(page)).toHaveValue('');
    await expect(recentChips(page)).toHaveText(['alien', 'matrix']);
  });

  test('searching a query again is answered without a new request', async ({ page }) => {
    const requests = trackOmdbRequests(page);
    // Observes the app's own requests (see openAppAndWait).
    await openAppAndWait(page, '/');
    await searchAndWait(page, 'matrix', /^9 фильмов найдено/);
    await clearButton(page).click();
    await recentChips(page).getByRole('button', { name: 'matrix' }).click();
    await expect(resultsSummary(page)).toHaveText('9 фильмов найдено по запросу «matrix»');
    await expect(resultCards(page)).toHaveCount(9);
    expect(requests.all()).toHaveLength(1);
  });

  test('"Очистить историю" removes them all', async ({ page }) => {
    await seedRecentSearches(page, ['alien', 'matrix']);
    await openApp(page, '/');
    await page.getByRole('button', { name: 'Очистить историю' }).click();
    await expect(page.getByRole('heading', { name: 'Недавние запросы' })).toHaveCount(0);
    expect(await storedRecentSearches(page)).toEqual([]);
  });
});

test.describe('load more', () => {
  test('pages through all 35 results of "star" without duplicates', async ({ page }) => {
    const requests = trackOmdbRequests(page);
    // Observes the app's own requests (see openAppAndWait).
    await openAppAndWait(page, '/');
    await searchAndWait(page, 'star', '35 фильмов найдено по запросу «star»');
    await expect(resultCards(page)).toHaveCount(10);
    for (const [before, after] of [
      [10, 20],
      [20, 30],
      [30, 35],
    ]) {
      await expect(page.getByText(`Показано ${before} из 35`)).toBeVisible();
      await loadMoreButton(page).click();
      await expect(resultCards(page)).toHaveCount(after);
    }
    await expect(page.getByText('Показано 35 из 35')).toBeVisible();
    await expect(loadMoreButton(page)).toHaveCount(0);
    const hrefs = await resultCards(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(35);
    expect(requests.all().map((params) => params.get('page'))).toEqual(['1', '2', '3', '4']);
  });

  test('a failed page keeps the loaded results and offers a retry', async ({ page }) => {
    let failures = 0;
    await routeOmdb(page, isSearchFor('star', 2), async (route) => {
      if (failures++ === 0) await json(500, { message: 'boom' })(route, new URLSearchParams());
      else await route.fallback();
    });
    // Observes the app's own requests (see openAppAndWait).
    await openAppAndWait(page, '/');
    await searchAndWait(page, 'star', /^35 фильмов найдено/);
    await loadMoreButton(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to fetch movies');
    await expect(resultCards(page)).toHaveCount(10);
    await expect(loadMoreButton(page)).toHaveCount(0);
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect(resultCards(page)).toHaveCount(20);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Показано 20 из 35')).toBeVisible();
    expect(failures).toBe(2);
  });
});

test('a slow search overtaken by a newer one never shows its results', async ({ page }) => {
  await page.addInitScript(() => {
    // Remembers whether the first query's results ever reached the screen, however briefly.
    const w = window as unknown as { __sawStale: boolean };
    w.__sawStale = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('по запросу «alien»')) w.__sawStale = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const slow = await holdOmdb(page, isSearchFor('alien'));
  // Observes the app's own requests (see openAppAndWait).
  await openAppAndWait(page, '/');
  await searchFor(page, 'alien');
  await slow.arrived;
  await searchBox(page).fill('matrix'); // the debounce runs it while "alien" is still loading
  await expect(resultsSummary(page)).toHaveText('9 фильмов найдено по запросу «matrix»');
  slow.release();
  await page.waitForLoadState('networkidle');
  await expect(resultsSummary(page)).toHaveText('9 фильмов найдено по запросу «matrix»');
  await expect(cardLink(page, 'Alien')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sawStale: boolean }).__sawStale)).toBe(
    false,
  );
});
