import { expect, test, type Page } from '@playwright/test';
import {
  cardLink,
  clearButton,
  appTookOver,
  errorAlert,
  openServedResults,
  loadMoreButton,
  openApp,
  openAppAndWait,
  resultCards,
  resultsSummary,
  searchAndWait,
  searchBox,
  searchButton,
  text,
} from './support/app';
import {
  FAULTS_NEED_NO_SERVICE_WORKER,
  json,
  logOmdbCalls,
  routeOmdb,
  trackOmdbRequests,
} from './support/omdb';
import { seedStorage } from './support/storage';

// Faults are injected with page.route, which a service worker would bypass.
test.use(FAULTS_NEED_NO_SERVICE_WORKER);

const typeButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Тип' }).getByRole('button', { name, exact: true });
const yearBox = (page: Page) => page.getByRole('textbox', { name: 'Год' });
const resetFilters = (page: Page) => page.getByRole('button', { name: 'Сбросить фильтры' });
const settings = (page: Page) => page.getByText('Настройки', { exact: true });
const endlessScroll = (page: Page) =>
  page.getByRole('checkbox', { name: 'Подгружать результаты при прокрутке' });
const shown = (page: Page, loaded: number, total: number) =>
  page.getByText(`Показано ${loaded} из ${total}`, { exact: true });
const historyLength = (page: Page) => page.evaluate(() => history.length);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
/** Gives a scroll the time endless scrolling would need to act on it (it waits 300 ms in view). */
const settle = (page: Page) => page.waitForTimeout(1000);
const withoutEndlessScroll = (page: Page) =>
  seedStorage(page, { searchSettings: JSON.stringify({ endlessScroll: false }) });

test.describe('the search in the address', () => {
  test('a shared address shows the search with its filters, as if typed', async ({ page }) => {
    const requests = trackOmdbRequests(page);
    // Observes the app's own requests (see openAppAndWait).
    await openAppAndWait(page, '/?q=star&type=series');
    await expect(searchBox(page)).toHaveValue('star');
    await expect(typeButton(page, 'Сериалы')).toHaveAttribute('aria-pressed', 'true');
    await expect(resultsSummary(page)).toHaveText(
      '11 фильмов найдено по запросу «star» (только сериалы)',
    );
    await expect(page).toHaveTitle('«star» — поиск — Фильмотека');
    // The server ran that search and sent its answer with the page: the app asks nothing again.
    expect(requests.all()).toEqual([]);
  });

  test('typing replaces the entry; Enter and filters add one; Back and Forward show each', async ({
    page,
  }) => {
    const requests = trackOmdbRequests(page);
    // Observes the app's own requests (see openAppAndWait).
    await openAppAndWait(page, '/');
    const start = await historyLength(page);
    await searchBox(page).fill('alien');
    await expect(page).toHaveURL('/?q=alien');
    await expect(resultsSummary(page)).toHaveText(/по запросу «alien»$/);
    expect(await historyLength(page)).toBe(start);

    await typeButton(page, 'Фильмы').click();
    await expect(page).toHaveURL('/?q=alien&type=movie');
    await yearBox(page).fill('1979');
    await expect(page).toHaveURL('/?q=alien&type=movie&y=1979');
    await expect(resultsSummary(page)).toHaveText(
      '1 фильм найден по запросу «alien» (только фильмы, 1979 год)',
    );
    await expect(cardLink(page, 'Alien')).toBeVisible();
    expect(await historyLength(page)).toBe(start + 2);
    const last = requests.all().at(-1)!;
    expect([last.get('s'), last.get('type'), last.get('y')]).toEqual(['alien', 'movie', '1979']);

    await page.goBack();
    await expect(yearBox(page)).toHaveValue('');
    await expect(resultsSummary(page)).toHaveText(/по запросу «alien» \(только фильмы\)$/);
    await page.goBack();
    await expect(typeButton(page, 'Все')).toHaveAttribute('aria-pressed', 'true');
    await expect(resultsSummary(page)).toHaveText(/по запросу «alien»$/);
    await page.goForward();
    await expect(typeButton(page, 'Фильмы')).toHaveAttribute('aria-pressed', 'true');

    await searchBox(page).fill('matrix');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/?q=matrix&type=movie');
    expect(await historyLength(page)).toBe(start + 2); // Forward's entry gave way to the new one
    await resetFilters(page).click();
    await expect(page).toHaveURL('/?q=matrix');
    await expect(resultsSummary(page)).toHaveText('9 фильмов найдено по запросу «matrix»');
  });

  test('Back from a film restores the results, the pages loaded and the scroll position, even after a reload', async ({
    page,
  }) => {
    await withoutEndlessScroll(page);
    const requests = trackOmdbRequests(page);
    // Counts the app's own requests, pages 2 and 3 included, from the first search on.
    await openAppAndWait(page, '/');
    await searchAndWait(page, 'star', /^35 фильмов найдено/);
    for (const loaded of [20, 30]) {
      await loadMoreButton(page).click();
      await expect(shown(page, loaded, 35)).toBeVisible();
    }
    // Where the page is when the film is opened (a click first scrolls its target into view).
    const link = resultCards(page).nth(24).getByRole('link');
    const leaveFrom = async () => {
      await link.scrollIntoViewIfNeeded();
      await settle(page);
      return scrollY(page);
    };
    const place = await leaveFrom();
    expect(place).toBeGreaterThan(500);
    const searches = requests.all().length;

    await link.click();
    await expect(page).toHaveURL(/\/movie\/tt/);
    await page.goBack();
    await expect(shown(page, 30, 35)).toBeVisible();
    await expect(resultCards(page)).toHaveCount(30);
    await expect.poll(() => scrollY(page)).toBe(place);
    expect(
      requests
        .all()
        .slice(searches)
        .filter((params) => params.has('s')),
    ).toEqual([]);

    // A reload on the film's page forgets the results; Back loads the three pages again.
    const placeAgain = await leaveFrom();
    await link.click();
    await expect(page).toHaveURL(/\/movie\/tt/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'В избранное' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/?q=star');
    await expect(resultCards(page)).toHaveCount(30);
    await expect(searchBox(page)).toHaveValue('star');
    await expect.poll(() => scrollY(page)).toBe(placeAgain);
  });

  test('an id lookup ignores the filters and says so', async ({ page }) => {
    const requests = trackOmdbRequests(page);
    // Observes the app's own requests (see openAppAndWait).
    await openAppAndWait(page, '/?q=tt0133093&type=series&y=2001');
    await expect(cardLink(page, 'The Matrix')).toBeVisible();
    await expect(page.getByText('Поиск по IMDb ID не учитывает фильтры.')).toBeVisible();
    expect(requests.all()).toEqual([]);
    // Searched again in the app, the lookup leaves the filters out of its request.
    await searchBox(page).fill('tt0111161');
    await searchButton(page).click();
    await expect(cardLink(page, 'The Shawshank Redemption')).toBeVisible();
    const [lookup] = requests.all();
    expect([lookup.get('i'), lookup.has('type'), lookup.has('y')]).toEqual([
      'tt0111161',
      false,
      false,
    ]);
  });

  for (const { address, input, warning } of [
    { address: '/?q=a', input: 'a', warning: text.minLength },
    { address: '/?q=the', input: 'the', warning: text.tooGeneral },
    {
      address: '/?q=star&type=xyz',
      input: 'star',
      warning: 'Неизвестный тип «xyz»: выберите тип выше.',
    },
    {
      address: '/?q=star&y=abc',
      input: 'star',
      warning: /^Год — число от 1870 до \d{4}\.$/,
    },
    {
      address: '/?q=star&y=1800',
      input: 'star',
      warning: /^Год — число от 1870 до \d{4}\.$/,
    },
  ]) {
    test(`${address} shows the warning and runs nothing`, async ({ page }) => {
      const calls = await logOmdbCalls(page);
      // Observes the app's own requests (see openAppAndWait).
      await openAppAndWait(page, address);
      await expect(searchBox(page)).toHaveValue(input);
      await expect(page.getByText(warning)).toBeVisible();
      await settle(page);
      expect(await calls.all()).toEqual([]);
      expect(new URL(page.url()).search).toBe(address.slice(1));
      await expect(resultCards(page)).toHaveCount(0);
    });
  }

  test('the bad year of an address stays in the field until corrected, then the search runs', async ({
    page,
  }) => {
    await openApp(page, '/?q=star&y=abc');
    await expect(yearBox(page)).toHaveValue('abc');
    await expect(yearBox(page)).toHaveAttribute('aria-invalid', 'true');
    await yearBox(page).fill('1999');
    await expect(page).toHaveURL('/?q=star&y=1999');
    await expect(resultsSummary(page)).toHaveText(/«star» \(1999 год\)$/);
    await expect(yearBox(page)).toHaveAttribute('aria-invalid', 'false');
  });

  test('Esc in the search box clears the search, as «Очистить» does', async ({ page }) => {
    await openApp(page, '/?q=matrix');
    await expect(resultCards(page)).toHaveCount(9);
    await searchBox(page).press('Escape');
    await expect(searchBox(page)).toHaveValue('');
    await expect(resultCards(page)).toHaveCount(0);
    await expect(clearButton(page)).toHaveCount(0);
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('Поиск фильмов — Фильмотека');
  });

  test('a year typed and left before the app takes over a results page stays, with its warning', async ({
    page,
  }) => {
    const takeover = await openServedResults(page, '/?q=star&type=series', /^11 фильмов найдено/);
    await yearBox(page).fill('18');
    await yearBox(page).blur();
    takeover.release();
    await appTookOver(page, '/?q=star&type=series');
    await expect(page.getByText(/^Год — число от 1870 до \d{4}\.$/)).toBeVisible();
    await expect(yearBox(page)).toHaveValue('18');
    await expect(yearBox(page)).toHaveAttribute('aria-invalid', 'true');
  });

  test('a whole year typed before the app takes over a results page filters the search', async ({
    page,
  }) => {
    const takeover = await openServedResults(
      page,
      '/?q=alien&type=movie',
      /по запросу «alien» \(только фильмы\)$/,
    );
    await yearBox(page).fill('1979');
    takeover.release();
    await expect(resultsSummary(page)).toHaveText(
      '1 фильм найден по запросу «alien» (только фильмы, 1979 год)',
    );
    await expect(page).toHaveURL('/?q=alien&type=movie&y=1979');
    await expect(yearBox(page)).toHaveValue('1979');
    await expect(yearBox(page)).toBeFocused();
  });

  test('a served results page whose results chunk fails to load still starts, and says the page failed', async ({
    page,
  }) => {
    await page.route(/\/assets\/results-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/?q=matrix');
    await appTookOver(page, '/?q=matrix');
    await expect(page.getByRole('heading', { name: text.pageCrashed })).toBeVisible();
  });
});

test.describe('endless scrolling', () => {
  test('pages 2 and 3 load by scrolling alone, and focus stays where it was', async ({ page }) => {
    const requests = trackOmdbRequests(page);
    // Observes the app's own requests (see openAppAndWait).
    await openAppAndWait(page, '/');
    await searchAndWait(page, 'star', /^35 фильмов найдено/);
    await searchBox(page).focus();
    await scrollToBottom(page);
    await expect(resultCards(page)).toHaveCount(20);
    // The new cards pushed the control below the screen: nothing more loads until the next scroll.
    await settle(page);
    await expect(resultCards(page)).toHaveCount(20);
    await scrollToBottom(page);
    await expect(resultCards(page)).toHaveCount(30);
    await expect(searchBox(page)).toBeFocused();
    expect(requests.all().map((params) => params.get('page'))).toEqual(['1', '2', '3']);
  });

  test('stops after a failed page until «Повторить», then goes on', async ({ page }) => {
    let failures = 0;
    await routeOmdb(
      page,
      (params) => params.get('s') === 'star' && params.get('page') === '2',
      async (route, params) => {
        if (failures++ === 0) await json(500, { message: 'boom' })(route, params);
        else await route.fallback();
      },
    );
    // Observes the app's own requests (see openAppAndWait).
    await openAppAndWait(page, '/');
    await searchAndWait(page, 'star', /^35 фильмов найдено/);
    await scrollToBottom(page);
    await expect(errorAlert(page)).toContainText('Failed to fetch movies');
    await page.evaluate(() => window.scrollTo(0, 0));
    await scrollToBottom(page);
    await settle(page);
    expect(failures).toBe(1);
    await expect(resultCards(page)).toHaveCount(10);
    await errorAlert(page).getByRole('button', { name: 'Повторить' }).click();
    await expect(resultCards(page)).toHaveCount(20);
    await scrollToBottom(page);
    await expect(resultCards(page)).toHaveCount(30);
  });

  test('can be switched off in «Настройки», and stays off after a reload', async ({ page }) => {
    await openApp(page, '/');
    await searchAndWait(page, 'star', /^35 фильмов найдено/);
    await settings(page).click();
    await expect(endlessScroll(page)).toBeChecked();
    await endlessScroll(page).uncheck();
    await scrollToBottom(page);
    await settle(page);
    await expect(resultCards(page)).toHaveCount(10);
    await page.reload();
    await expect(resultCards(page)).toHaveCount(10);
    await settings(page).click();
    await expect(endlessScroll(page)).not.toBeChecked();
    await scrollToBottom(page);
    await settle(page);
    await expect(resultCards(page)).toHaveCount(10);
    await loadMoreButton(page).click();
    await expect(resultCards(page)).toHaveCount(20);
  });

  test('«Настройки» opened and switched off before the app takes over a results page stay so', async ({
    page,
  }) => {
    const takeover = await openServedResults(page, '/?q=star', /^35 фильмов найдено/);
    await settings(page).click();
    await endlessScroll(page).uncheck();
    takeover.release();
    // Observed once the app owns the page: the menu is still open, and the app keeps the choice.
    await appTookOver(page, '/?q=star');
    await expect(endlessScroll(page)).toBeVisible();
    await expect(endlessScroll(page)).not.toBeChecked();
    await scrollToBottom(page);
    await settle(page);
    await expect(resultCards(page)).toHaveCount(10);
    await page.reload();
    await settings(page).click();
    await expect(endlessScroll(page)).not.toBeChecked();
  });

  test('«Показать ещё» pressed from the keyboard keeps the focus', async ({ page }) => {
    await withoutEndlessScroll(page);
    await openApp(page, '/');
    await searchAndWait(page, 'star', /^35 фильмов найдено/);
    await loadMoreButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(resultCards(page)).toHaveCount(20);
    await expect(loadMoreButton(page)).toBeFocused();
  });
});
