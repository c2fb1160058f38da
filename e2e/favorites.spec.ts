import { expect, test, type Page } from '@playwright/test';
import { openApp, stopClock } from './support/app';
import { carousel, firstVisibleSlide, slides, visibleSlides } from './support/carousel';
import {
  catalogFavorites,
  MATRIX,
  MATRIX_RELOADED,
  SIX_FAVORITES,
  STALKER,
} from './support/movies';
import {
  FAVORITES_KEY,
  readStorage,
  seedFavorites,
  seedStorage,
  storedFavoriteIds,
} from './support/storage';

const THREE = [MATRIX, MATRIX_RELOADED, STALKER];

const count = (page: Page) => page.getByText(/\d+ фильм\S* в избранном$/);
/** The count line reads exactly `expected` (after its decorative heart). */
const expectCount = (page: Page, expected: string) =>
  expect(count(page)).toHaveText(new RegExp(`(^|\\D)${expected}$`));
const viewButton = (page: Page, name: 'Карусель' | 'Сетка') =>
  page.getByRole('button', { name, exact: true });
const grid = (page: Page) => page.getByRole('list', { name: 'Избранные фильмы' });
const heart = (page: Page, title: string) =>
  page.getByRole('button', { name: `Удалить из избранного: ${title}`, exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Подтверждение' });
const clearAll = (page: Page) => page.getByRole('button', { name: 'Очистить все' });

/** Opens the favorites page with time standing still; the lazy page is let in by moving time in small steps. */
async function openWithStoppedClock(page: Page, path = '/favorites'): Promise<void> {
  await stopClock(page);
  await page.goto(path);
  for (let step = 0; step < 250 && !(await carousel(page).isVisible()); step += 1) {
    await page.clock.runFor(20);
  }
  await expect(carousel(page)).toBeVisible();
  await expect.poll(() => firstVisibleSlide(page)).toBe(`1 из ${await slides(page).count()}`);
}

test.describe('empty favorites', () => {
  test('show the empty state, whose button leads to the search', async ({ page }) => {
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Избранное');
    await expect(page.getByRole('heading', { name: 'Избранное пусто' })).toBeVisible();
    await expectCount(page, '0 фильмов в избранном');
    await expect(viewButton(page, 'Карусель')).toHaveCount(0);
    await expect(viewButton(page, 'Сетка')).toHaveCount(0);
    await expect(clearAll(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Найти фильмы' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('the count', () => {
  // Every plural form of the count is src/shared/lib/plural.test.ts's; here, the page shows it.
  test('reads "21 фильм в избранном" beside 21 cards', async ({ page }) => {
    await seedFavorites(page, catalogFavorites(21));
    await page.goto('/favorites');
    await expectCount(page, '21 фильм в избранном');
    await expect(slides(page)).toHaveCount(21);
  });
});

test.describe('carousel', () => {
  test('is the default view, with the toggle and "Очистить все"', async ({ page }) => {
    await seedFavorites(page, THREE);
    await page.goto('/favorites');
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(viewButton(page, 'Карусель')).toHaveAttribute('aria-pressed', 'true');
    await expect(viewButton(page, 'Сетка')).toHaveAttribute('aria-pressed', 'false');
    await expect(clearAll(page)).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
    await expect(slides(page)).toHaveCount(3);
  });

  for (const [width, visible] of [
    [1280, 4],
    [900, 3],
    [600, 2],
    [400, 1],
  ] as const) {
    test(`shows ${visible} card${visible > 1 ? 's' : ''} at a time ${width} px wide`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: the carousel stands still
      await page.setViewportSize({ width, height: 900 });
      await seedFavorites(page, catalogFavorites(8));
      await page.goto('/favorites');
      const expected = Array.from({ length: visible }, (_, index) => `${index + 1} из 8`);
      await expect.poll(() => visibleSlides(page)).toEqual(expected);
    });
  }

  test('turns by one card every 4 seconds', async ({ page }) => {
    await seedFavorites(page, SIX_FAVORITES);
    await openWithStoppedClock(page);
    await page.clock.runFor(3950);
    expect(await firstVisibleSlide(page)).toBe('1 из 6');
    await page.clock.runFor(1100);
    await expect.poll(() => firstVisibleSlide(page)).toBe('2 из 6');
    await page.clock.runFor(4000);
    await expect.poll(() => firstVisibleSlide(page)).toBe('3 из 6');
  });

  test('holds still while the pointer is over it', async ({ page }) => {
    await seedFavorites(page, SIX_FAVORITES);
    await openWithStoppedClock(page);
    await carousel(page).hover();
    await page.clock.runFor(12_000);
    expect(await firstVisibleSlide(page)).toBe('1 из 6');
    await page.mouse.move(5, 5); // away, to the page's corner
    await page.clock.runFor(3950);
    expect(await firstVisibleSlide(page)).toBe('1 из 6');
    await page.clock.runFor(1100);
    await expect.poll(() => firstVisibleSlide(page)).toBe('2 из 6');
  });

  test('the pause button stops the turning and the play button restarts it', async ({ page }) => {
    await seedFavorites(page, SIX_FAVORITES);
    await openWithStoppedClock(page);
    await page.getByRole('button', { name: 'Остановить прокрутку' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(12_000);
    expect(await firstVisibleSlide(page)).toBe('1 из 6');
    await page.getByRole('button', { name: 'Запустить прокрутку' }).click();
    await page.mouse.move(5, 5);
    await expect(page.getByRole('button', { name: 'Остановить прокрутку' })).toBeVisible();
    await page.clock.runFor(5000);
    await expect.poll(() => firstVisibleSlide(page)).toBe('2 из 6');
  });

  test('previous and next move one card, round the ends', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await seedFavorites(page, SIX_FAVORITES);
    await page.goto('/favorites');
    // With reduced motion the carousel starts paused: its button offers to play.
    await expect(page.getByRole('button', { name: 'Запустить прокрутку' })).toBeVisible();
    await expect.poll(() => firstVisibleSlide(page)).toBe('1 из 6');
    await page.getByRole('button', { name: 'Следующий фильм' }).click();
    await expect.poll(() => firstVisibleSlide(page)).toBe('2 из 6');
    await page.getByRole('button', { name: 'Предыдущий фильм' }).click();
    await expect.poll(() => firstVisibleSlide(page)).toBe('1 из 6');
    await page.getByRole('button', { name: 'Предыдущий фильм' }).click();
    await expect.poll(() => firstVisibleSlide(page)).toBe('6 из 6');
    await page.getByRole('button', { name: 'Следующий фильм' }).click();
    await expect.poll(() => firstVisibleSlide(page)).toBe('1 из 6');
  });

  test('the heart removes a movie at once, without asking', async ({ page }) => {
    await seedFavorites(page, THREE);
    await page.goto('/favorites');
    await expect(heart(page, 'The Matrix')).toHaveAttribute('title', 'Удалить из избранного');
    await heart(page, 'The Matrix').click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(carousel(page).getByRole('link', { name: 'The Matrix', exact: true })).toHaveCount(
      0,
    );
    await expect(slides(page)).toHaveCount(2);
    await expectCount(page, '2 фильма в избранном');
    await expect
      .poll(() => storedFavoriteIds(page))
      .toEqual([MATRIX_RELOADED.imdbID, STALKER.imdbID]);
  });

  test('clicking a card opens the movie', async ({ page }) => {
    await seedFavorites(page, THREE);
    await page.goto('/favorites');
    await slides(page).filter({ hasText: 'Stalker' }).click();
    await expect(page).toHaveURL(`/movie/${STALKER.imdbID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stalker');
  });

  test('holds the first 50 and links to the grid for the rest', async ({ page }) => {
    await seedFavorites(page, catalogFavorites(60));
    await page.goto('/favorites');
    await expect(slides(page)).toHaveCount(50);
    await expect(page.getByText('В карусели — первые 50 из 60.')).toBeVisible();
    await page.getByRole('button', { name: 'Смотреть все в сетке' }).click();
    // The grid is windowed: all 60 are a scroll away, while only the rows near the screen exist.
    const cards = grid(page).getByRole('listitem');
    await expect(cards.first()).toHaveAttribute('aria-setsize', '60');
    expect(await cards.count()).toBeLessThan(60);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(cards.last()).toHaveAttribute('aria-posinset', '60');
    await expect(cards.last()).toBeInViewport();
  });
});

test.describe('grid', () => {
  test('shows every favorite and is kept in the address', async ({ page }) => {
    await seedFavorites(page, THREE);
    await page.goto('/favorites');
    await viewButton(page, 'Сетка').click();
    await expect(viewButton(page, 'Сетка')).toHaveAttribute('aria-pressed', 'true');
    await expect(grid(page).getByRole('listitem')).toHaveCount(3);
    await expect(carousel(page)).toHaveCount(0);
    await expect(page).toHaveURL('/favorites?view=grid');
    await page.reload();
    await expect(grid(page).getByRole('listitem')).toHaveCount(3);
    await viewButton(page, 'Карусель').click();
    await expect(carousel(page)).toBeVisible();
    await expect(page).toHaveURL('/favorites');
  });

  test('the heart asks first, and "Отмена" keeps the movie', async ({ page }) => {
    await seedFavorites(page, THREE);
    await page.goto('/favorites?view=grid');
    await heart(page, 'The Matrix Reloaded').click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleDescription(
      'Удалить "The Matrix Reloaded" из избранного?',
    );
    await expect(dialog(page).getByRole('button')).toHaveText(['Отмена', 'Удалить']);
    await dialog(page).getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(grid(page).getByRole('listitem')).toHaveCount(3);
    await expect.poll(() => storedFavoriteIds(page)).toHaveLength(3);
  });

  test('Esc closes the question and keeps the movie', async ({ page }) => {
    await seedFavorites(page, THREE);
    await page.goto('/favorites?view=grid');
    await heart(page, 'Stalker').click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(grid(page).getByRole('listitem')).toHaveCount(3);
  });

  test('"Удалить" removes the movie', async ({ page }) => {
    await seedFavorites(page, THREE);
    await page.goto('/favorites?view=grid');
    await heart(page, 'The Matrix Reloaded').click();
    await dialog(page).getByRole('button', { name: 'Удалить' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(grid(page).getByRole('listitem')).toHaveCount(2);
    await expect(grid(page).getByRole('link', { name: 'The Matrix Reloaded' })).toHaveCount(0);
    await expectCount(page, '2 фильма в избранном');
    await expect.poll(() => storedFavoriteIds(page)).toEqual([MATRIX.imdbID, STALKER.imdbID]);
  });

  test('clicking a card opens the movie', async ({ page }) => {
    await seedFavorites(page, THREE);
    await page.goto('/favorites?view=grid');
    await grid(page).getByRole('listitem').filter({ hasText: 'The Matrix Reloaded' }).click();
    await expect(page).toHaveURL(`/movie/${MATRIX_RELOADED.imdbID}`);
  });
});

test.describe('"Очистить все"', () => {
  test('asks first, and "Отмена" keeps everything', async ({ page }) => {
    await seedFavorites(page, THREE);
    await page.goto('/favorites');
    await clearAll(page).click();
    await expect(dialog(page)).toHaveAccessibleDescription('Удалить все фильмы из избранного?');
    await expect(dialog(page).getByRole('button')).toHaveText(['Отмена', 'Удалить все']);
    await dialog(page).getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expectCount(page, '3 фильма в избранном');
    await expect(clearAll(page)).toBeFocused();
  });

  test('Esc keeps everything', async ({ page }) => {
    await seedFavorites(page, THREE);
    await page.goto('/favorites');
    await clearAll(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expectCount(page, '3 фильма в избранном');
  });

  test('"Удалить все" empties the list, for good', async ({ page }) => {
    await seedFavorites(page, THREE);
    await page.goto('/favorites');
    await clearAll(page).click();
    await dialog(page).getByRole('button', { name: 'Удалить все' }).click();
    await expect(page.getByRole('heading', { name: 'Избранное пусто' })).toBeVisible();
    await expectCount(page, '0 фильмов в избранном');
    await expect.poll(() => storedFavoriteIds(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Избранное пусто' })).toBeVisible();
  });
});

test.describe('persistence', () => {
  test('a movie added on its page is in the favorites after a reload', async ({ page }) => {
    await openApp(page, '/movie/tt0133093');
    await page.getByRole('button', { name: 'В избранное' }).click();
    await expect(page.getByRole('button', { name: 'В избранном' })).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Избранное' }).click();
    await expect(slides(page)).toHaveCount(1);
    await page.reload();
    await expectCount(page, '1 фильм в избранном');
    await expect(
      carousel(page).getByRole('link', { name: 'The Matrix', exact: true }),
    ).toBeVisible();
  });

  test('two tabs follow each other: an addition in one shows in the other, and so does a removal', async ({
    page,
    context,
  }) => {
    await seedFavorites(page, [MATRIX]);
    await page.goto('/favorites?view=grid');
    await expectCount(page, '1 фильм в избранном');

    const other = await context.newPage();
    await openApp(other, `/movie/${STALKER.imdbID}`);
    await other.getByRole('button', { name: 'В избранное' }).click();
    await expect(grid(page).getByRole('link', { name: /^Stalker/ })).toBeVisible();
    await expectCount(page, '2 фильма в избранном');

    await heart(page, 'The Matrix').click();
    await dialog(page).getByRole('button', { name: 'Удалить', exact: true }).click();
    await other.getByRole('navigation').getByRole('link', { name: 'Избранное' }).click();
    await expectCount(other, '1 фильм в избранном');
    await expect.poll(() => storedFavoriteIds(other)).toEqual([STALKER.imdbID]);
  });

  test('a removal survives a reload', async ({ page }) => {
    await seedFavorites(page, THREE);
    await page.goto('/favorites');
    await heart(page, 'Stalker').click();
    await expectCount(page, '2 фильма в избранном');
    await page.reload();
    await expectCount(page, '2 фильма в избранном');
    await expect(carousel(page).getByRole('link', { name: 'Stalker' })).toHaveCount(0);
  });

  test('a corrupted value does not break the app and is kept under favorites.backup', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await seedStorage(page, { [FAVORITES_KEY]: '{"version":1,"items":[{"imdbID":' });
    await page.goto('/favorites');
    await expectCount(page, '0 фильмов в избранном');
    expect(await readStorage(page, `${FAVORITES_KEY}.backup`)).toBe(
      '{"version":1,"items":[{"imdbID":',
    );
    expect(errors.some((message) => message.includes('favorites'))).toBe(true);
    expect(errors.filter((message) => message.startsWith('uncaught'))).toEqual([]);

    await openApp(page, '/movie/tt0133093');
    await page.getByRole('button', { name: 'В избранное' }).click();
    await expect(page.getByRole('button', { name: 'В избранном' })).toBeVisible();
    // Until the list is written (when the browser is idle), storage still holds the broken value.
    await expect
      .poll(() => storedFavoriteIds(page).catch(() => 'not written yet'))
      .toEqual(['tt0133093']);
    expect(await readStorage(page, `${FAVORITES_KEY}.backup`)).toBe(
      '{"version":1,"items":[{"imdbID":',
    );
  });

  test('the valid items of a partly broken list are kept', async ({ page }) => {
    const value = JSON.stringify({
      version: 1,
      items: [MATRIX, { imdbID: 'oops', title: 42 }, STALKER],
    });
    await seedStorage(page, { [FAVORITES_KEY]: value });
    await page.goto('/favorites?view=grid');
    await expectCount(page, '2 фильма в избранном');
    // Newest first: these were kept before dates were, so the one added last counts as newer.
    await expect(grid(page).getByRole('heading')).toHaveText(['Stalker', 'The Matrix']);
    expect(await readStorage(page, `${FAVORITES_KEY}.backup`)).toBe(value);
  });

  test('when storage refuses to write, the app goes on in memory', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await openApp(page, '/movie/tt0133093');
    await page.getByRole('button', { name: 'В избранное' }).click();
    await expect(page.getByRole('button', { name: 'В избранном' })).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Избранное' }).click();
    await expectCount(page, '1 фильм в избранном');
    // The list is written once the browser is idle (at the latest 1 s after the change): the
    // refusal is logged then, not necessarily before the favorites page has drawn.
    await expect
      .poll(() => errors.some((message) => message.includes('could not write')))
      .toBe(true);
  });
});
