import { expect, test } from '@playwright/test';
import {
  decadeBox,
  favoritesGrid,
  filtersButton,
  findBox,
  gridCards,
  gridTitles,
  manyFavorites,
  openFilters,
  sortBox,
  typeButton,
} from './support/collection';
import { SIX_FAVORITES } from './support/movies';
import { seedFavorites } from './support/storage';

test.describe('sort, filter and find', () => {
  test('live in the address: a reload, Back and Forward keep them', async ({ page }) => {
    // Stored without dates: newest first shows them the other way round.
    await seedFavorites(page, SIX_FAVORITES);
    await page.goto('/favorites?view=grid');
    await expect
      .poll(() => gridTitles(page))
      .toEqual(SIX_FAVORITES.map(({ title }) => title).reverse());

    await openFilters(page);
    await sortBox(page).selectOption({ label: 'По году: сначала новые' });
    await expect(page).toHaveURL('/favorites?view=grid&sort=year-desc');
    await expect
      .poll(() => gridTitles(page))
      .toEqual([
        'Breaking Bad',
        'Enter the Matrix',
        'The Matrix Reloaded',
        'The Matrix',
        'Kin-dza-dza!',
        'Stalker',
      ]);

    await typeButton(page, 'Сериалы').click();
    await expect(page).toHaveURL('/favorites?view=grid&sort=year-desc&type=series');
    await expect.poll(() => gridTitles(page)).toEqual(['Breaking Bad']);
    await expect(page.getByText('6 фильмов в избранном')).toBeVisible();
    await expect(page.getByText('показано 1', { exact: true })).toBeVisible();

    await page.reload();
    await expect.poll(() => gridTitles(page)).toEqual(['Breaking Bad']);
    await expect(typeButton(page, 'Сериалы')).toHaveAttribute('aria-pressed', 'true');

    await page.goBack();
    await expect(page).toHaveURL('/favorites?view=grid&sort=year-desc');
    await expect(gridCards(page)).toHaveCount(6);
    await page.goForward();
    await expect.poll(() => gridTitles(page)).toEqual(['Breaking Bad']);

    await typeButton(page, 'Все').click();
    await findBox(page).pressSequentially('matrix');
    await expect
      .poll(() => gridTitles(page))
      .toEqual(['Enter the Matrix', 'The Matrix Reloaded', 'The Matrix']);
    await expect(page).toHaveURL('/favorites?view=grid&sort=year-desc&q=matrix');
    // Typing replaced the entry it started on, letter by letter: one Back leaves it.
    await page.goBack();
    await expect(page).toHaveURL('/favorites?view=grid&sort=year-desc&type=series');
  });

  test('a link reproduces the view; a decade and a title order work together', async ({ page }) => {
    await seedFavorites(page, SIX_FAVORITES);
    await page.goto('/favorites?view=grid&sort=title-asc&decade=2000');
    // The address carries choices: the filters are open, the one filter counted.
    await expect(filtersButton(page)).toHaveAccessibleName('Фильтры и сортировка (1)');
    await expect(sortBox(page)).toHaveValue('title-asc');
    await expect(decadeBox(page)).toHaveValue('2000');
    await expect
      .poll(() => gridTitles(page))
      .toEqual(['Breaking Bad', 'Enter the Matrix', 'The Matrix Reloaded']);
  });

  test('ignores unknown or broken parameters', async ({ page }) => {
    await seedFavorites(page, SIX_FAVORITES);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/favorites?view=grid&sort=%E0%A4&type=cartoon&decade=-5&q=');
    await expect(gridCards(page)).toHaveCount(6);
    await expect(filtersButton(page)).toHaveAccessibleName('Фильтры и сортировка');
    await openFilters(page);
    await expect(sortBox(page)).toHaveValue('added-desc');
    expect(errors).toEqual([]);
  });

  test('a filter that matches nothing says so and resets, unlike an empty list', async ({
    page,
  }) => {
    await seedFavorites(page, SIX_FAVORITES);
    await page.goto('/favorites?view=grid&q=no-such-title');
    await expect(page.getByRole('heading', { name: 'Ничего не подходит' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Избранное пусто' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await expect(gridCards(page)).toHaveCount(6);
    await expect(page).toHaveURL('/favorites?view=grid');
  });

  test('the carousel shows the same order and filter', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await seedFavorites(page, SIX_FAVORITES);
    await page.goto('/favorites?sort=title-asc&q=matrix');
    const carousel = page.getByRole('region', { name: 'Избранные фильмы' });
    await expect(carousel.getByRole('heading', { level: 3 })).toHaveText([
      'Enter the Matrix',
      'The Matrix',
      'The Matrix Reloaded',
    ]);
  });
});

test.describe('10,000 favorites in a windowed grid', () => {
  const TOTAL = 10_000;

  test.beforeEach(async ({ page }) => {
    await seedFavorites(page, manyFavorites(TOTAL));
    await page.goto('/favorites?view=grid&sort=added-asc');
    await expect(gridCards(page).first()).toHaveAttribute('aria-setsize', String(TOTAL));
  });

  test('only the cards near the screen are in the DOM, and End reaches the last one', async ({
    page,
  }) => {
    expect(await gridCards(page).count()).toBeLessThan(100);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('End');
    const last = gridCards(page).last();
    await expect(last).toHaveAttribute('aria-posinset', String(TOTAL));
    await expect(last).toBeInViewport();
    await expect(last.getByRole('heading')).toHaveText('Film 10000');
    expect(await gridCards(page).count()).toBeLessThan(100);
    await page.keyboard.press('Home');
    await expect(gridCards(page).first()).toHaveAttribute('aria-posinset', '1');
  });

  test('PageDown moves a screen at a time through the list', async ({ page }) => {
    // Five animated scrolls of a 10,000-card page: on a machine busy with other tests they take
    // longer than the default allows.
    test.slow();
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    const firstShown = async () =>
      Number(
        await gridCards(page).evaluateAll((items) => {
          const visible = items.find((item) => item.getBoundingClientRect().bottom > 0);
          return visible?.getAttribute('aria-posinset');
        }),
      );
    const start = await firstShown();
    const scrollTop = () => page.evaluate(() => window.scrollY);
    const atRest = async () => {
      const now = await scrollTop();
      await page.waitForTimeout(150);
      return now === (await scrollTop());
    };
    for (let press = 1; press <= 5; press += 1) {
      const before = await scrollTop();
      await page.keyboard.press('PageDown');
      await expect
        .poll(scrollTop, { message: `PageDown ${press} moves the window down` })
        .toBeGreaterThan(before);
      // Chromium animates each PageDown; a press during the animation of the last one may start
      // from where that animation stands, so each waits until the window has stopped moving.
      await expect
        .poll(atRest, { message: `the window comes to rest after PageDown ${press}` })
        .toBe(true);
    }
    await expect.poll(firstShown).toBeGreaterThan(start + 12);
  });
});

test.describe('keyboard and screen readers in the windowed grid', () => {
  test('Tab moves through the cards in order, and focus survives scrolling far away', async ({
    page,
  }) => {
    // 120 key presses, each checked: on two busy cores that alone can pass the default 30 s.
    test.slow();
    await seedFavorites(page, manyFavorites(600));
    await page.goto('/favorites?view=grid&sort=added-asc');
    const firstLink = gridCards(page).first().getByRole('link');
    await firstLink.focus();
    const focusedCard = () =>
      page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('aria-posinset'));
    // Each card has three stops: its link, its heart, then its rating and note.
    for (let card = 1; card <= 40; card += 1) {
      expect(await focusedCard()).toBe(String(card));
      await page.keyboard.press('Tab');
      expect(await focusedCard()).toBe(String(card));
      await page.keyboard.press('Tab');
      expect(await focusedCard()).toBe(String(card));
      await page.keyboard.press('Tab');
    }
    await expect(page.locator(':focus')).toHaveAccessibleName('Film 41');

    // Far down the list, 100 rows below the focused card (600 cards, six a row, at 1280 px).
    await page.mouse.wheel(0, 30_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(25_000);
    expect(await focusedCard()).toBe('41');
    await page.keyboard.press('Tab');
    expect(await focusedCard()).toBe('41');
    await page.keyboard.press('Tab');
    expect(await focusedCard()).toBe('41');
    await page.keyboard.press('Tab');
    expect(await focusedCard()).toBe('42');
    await expect(page.locator(':focus')).toBeInViewport();
  });

  test('each card keeps its accessible name and says where it stands in the list', async ({
    page,
  }) => {
    await seedFavorites(page, manyFavorites(50));
    await page.goto('/favorites?view=grid&sort=added-asc');
    const second = gridCards(page).nth(1);
    await expect(second).toHaveAttribute('aria-posinset', '2');
    await expect(second).toHaveAttribute('aria-setsize', '50');
    await expect(second.getByRole('link')).toHaveAccessibleName('Film 2');
    await expect(
      // exact: the grid, starting higher now, also renders Film 20–24.
      favoritesGrid(page).getByRole('button', {
        name: 'Удалить из избранного: Film 2',
        exact: true,
      }),
    ).toBeVisible();
  });
});
