import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, switchColorScheme } from './support/a11y';
import { favoritesGrid, gridTitles, openFilters, sortBox } from './support/collection';
import {
  BREAKING_BAD,
  KIN_DZA_DZA,
  MATRIX,
  MATRIX_RELOADED,
  MATRIX_REVOLUTIONS,
  STALKER,
} from './support/movies';
import { FAVORITES_KEY, seedStorage, type FavoriteMovie } from './support/storage';

/** A favorite as stored in version 3: with the visitor's rating and watch days. */
interface PersonalFavorite extends FavoriteMovie {
  addedAt: string;
  rating?: number;
  watched?: string[];
}

const BATMAN_BEGINS: FavoriteMovie = {
  imdbID: 'tt0372784',
  title: 'Batman Begins',
  year: '2005',
  type: 'movie',
  poster: '/api/posters/tt0372784.png',
};

const added = (day: number) => `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`;

// In the order they were added. IMDb's ratings (the demo catalog's): The Matrix 8.7, Reloaded
// 7.2, Revolutions 6.7, Stalker 8.0, Kin-dza-dza! 8.0, Breaking Bad 9.5, Batman Begins 8.2.
const LIBRARY: PersonalFavorite[] = [
  { ...MATRIX, addedAt: added(1), rating: 10, watched: ['2026-01-05', '2026-03-10'] },
  { ...MATRIX_RELOADED, addedAt: added(2), rating: 5, watched: ['2025-12-20'] },
  { ...MATRIX_REVOLUTIONS, addedAt: added(3), rating: 8 },
  { ...STALKER, addedAt: added(4), rating: 9, watched: ['2026-03-02'] },
  { ...KIN_DZA_DZA, addedAt: added(5), rating: 9 },
  { ...BREAKING_BAD, addedAt: added(6), watched: ['2026-02-14'] },
  { ...BATMAN_BEGINS, addedAt: added(7) },
];

function seedLibrary(page: Page): Promise<void> {
  return seedStorage(page, {
    [FAVORITES_KEY]: JSON.stringify({ version: 3, items: LIBRARY }),
  });
}

const ratedButton = (page: Page, name: string): Locator =>
  page.getByRole('group', { name: 'Ваша оценка' }).getByRole('button', { name, exact: true });

test.describe('your ratings and watch days sort and filter the favorites', () => {
  /** The films you rated, by your rating, highest first. */
  const RATED_HIGH_FIRST = [
    'The Matrix',
    'Kin-dza-dza!',
    'Stalker',
    'The Matrix Revolutions',
    'The Matrix Reloaded',
  ];
  /** The films you did not rate, as the grid lists them. */
  const UNRATED = ['Batman Begins', 'Breaking Bad'];

  test('by your rating and by the last watch day, either way, films without one last', async ({
    page,
  }) => {
    await seedLibrary(page);
    await page.goto('/favorites?view=grid');
    await expect(favoritesGrid(page)).toBeVisible();

    await openFilters(page);
    const orders: [label: string, sort: string, titles: string[]][] = [
      ['По вашей оценке: сначала высокие', 'rating-desc', RATED_HIGH_FIRST],
      [
        'По вашей оценке: сначала низкие',
        'rating-asc',
        ['The Matrix Reloaded', 'The Matrix Revolutions', 'Kin-dza-dza!', 'Stalker', 'The Matrix'],
      ],
      [
        'По просмотру: сначала недавние',
        'watched-desc',
        ['The Matrix', 'Stalker', 'Breaking Bad', 'The Matrix Reloaded', 'Batman Begins'],
      ],
      [
        'По просмотру: сначала давние',
        'watched-asc',
        ['The Matrix Reloaded', 'Breaking Bad', 'Stalker', 'The Matrix', 'Batman Begins'],
      ],
    ];
    // Films without a rating (or a watch day) come last, in the order they were added.
    const unwatched = ['Kin-dza-dza!', 'The Matrix Revolutions'];
    for (const [label, sort, titles] of orders) {
      await sortBox(page).selectOption({ label });
      await expect(page).toHaveURL(`/favorites?view=grid&sort=${sort}`);
      const last = sort.startsWith('rating') ? UNRATED : unwatched;
      await expect.poll(() => gridTitles(page)).toEqual([...titles, ...last]);
    }
  });

  test('«Оценённые» and «Без оценки» live in the address, with «Все» the default', async ({
    page,
  }) => {
    await seedLibrary(page);
    await page.goto('/favorites?view=grid&sort=rating-desc');
    await expect(ratedButton(page, 'Все')).toHaveAttribute('aria-pressed', 'true');

    await ratedButton(page, 'Оценённые').click();
    await expect(page).toHaveURL('/favorites?view=grid&sort=rating-desc&rated=yes');
    await expect.poll(() => gridTitles(page)).toEqual(RATED_HIGH_FIRST);
    await expect(page.getByText('показано 5', { exact: true })).toBeVisible();

    await ratedButton(page, 'Без оценки').click();
    await expect(page).toHaveURL('/favorites?view=grid&sort=rating-desc&rated=no');
    await expect.poll(() => gridTitles(page)).toEqual(UNRATED);

    await page.reload();
    await expect(ratedButton(page, 'Без оценки')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => gridTitles(page)).toEqual(UNRATED);

    await page.goBack();
    await expect(page).toHaveURL('/favorites?view=grid&sort=rating-desc&rated=yes');
    await ratedButton(page, 'Все').click();
    await expect(page).toHaveURL('/favorites?view=grid&sort=rating-desc');
    await expect.poll(async () => (await gridTitles(page)).length).toBe(7);
  });
});

const personal = (page: Page) => page.getByRole('region', { name: 'Ваши оценки и просмотры' });
const card = (page: Page, title: string) =>
  personal(page)
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title }) });

test.describe('the statistics of your ratings and watch days', () => {
  test('three cards with their figures, the films linked, and nothing for axe', async ({
    page,
  }) => {
    // Two full axe runs (light and dark) and a page switch: more than 30 s on two busy cores.
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await seedLibrary(page);
    await page.goto('/charts');
    // Every film's details are in: IMDb's ratings are known.
    await expect(page.getByText(/^Данные на \d+ \S+ \d{4}/)).toBeVisible();

    const ratings = card(page, 'Ваши оценки');
    await expect(ratings.locator('figcaption')).toHaveText(
      'Вы оценили 5 фильмов из 7; средняя оценка — 8,2',
    );
    await expect(ratings.getByRole('img', { name: '9 из 10: 2 фильма' })).toBeVisible();
    await expect(ratings.getByRole('img', { name: '1 из 10: 0 фильмов' })).toBeVisible();
    await expect(ratings.getByRole('img')).toHaveCount(10);

    const versus = card(page, 'Вы и IMDb');
    await expect(
      versus.getByText('Ваши оценки в среднем на 0,5 выше IMDb — по 5 фильмам'),
    ).toBeVisible();
    const above = versus.getByRole('list', { name: 'Вы оцениваете выше IMDb' });
    await expect(above.getByRole('listitem')).toHaveText([
      'The Matrixвы — 10, IMDb — 8,7 (+1,3)',
      'The Matrix Revolutionsвы — 8, IMDb — 6,7 (+1,3)',
      'Stalkerвы — 9, IMDb — 8,0 (+1,0)',
      'Kin-dza-dza!вы — 9, IMDb — 8,0 (+1,0)',
    ]);
    const below = versus.getByRole('list', { name: 'Вы оцениваете ниже IMDb' });
    await expect(below.getByRole('listitem')).toHaveText([
      'The Matrix Reloadedвы — 5, IMDb — 7,2 (−2,2)',
    ]);

    const watches = card(page, 'Просмотры по месяцам');
    await expect(watches.locator('figcaption')).toHaveText(
      'Всего 5 просмотров; больше всего — в марте 2026: 2',
    );
    // Each bar's name begins with what it shows: the month, then the count.
    const months = await watches
      .getByRole('img')
      .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-label')));
    expect(months).toEqual([
      'декабрь 2025: 1 просмотр',
      'январь 2026: 1 просмотр',
      'февраль 2026: 1 просмотр',
      'март 2026: 2 просмотра',
    ]);

    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await axeViolations(page, { experimental: true });
    const lightBackground = await background();
    await switchColorScheme(page, 'dark');
    await expect.poll(background).not.toBe(lightBackground);
    const dark = await axeViolations(page, { colorsOnly: true });
    expect({ light, dark }).toEqual({ light: [], dark: [] });

    await below.getByRole('link', { name: 'The Matrix Reloaded' }).click();
    await expect(page).toHaveURL('/movie/tt0234215');
    await expect(
      page.getByRole('heading', { level: 1, name: 'The Matrix Reloaded' }),
    ).toBeVisible();
  });

  test('say what is missing before any rating or watch day', async ({ page }) => {
    await seedStorage(page, {
      [FAVORITES_KEY]: JSON.stringify({
        version: 3,
        items: [{ ...BATMAN_BEGINS, addedAt: added(1) }],
      }),
    });
    await page.goto('/charts');
    await expect(card(page, 'Ваши оценки')).toContainText('Вы ещё не оценили ни одного фильма');
    await expect(card(page, 'Вы и IMDb')).toContainText('Вы ещё не оценили ни одного фильма');
    await expect(card(page, 'Просмотры по месяцам')).toContainText(
      'Вы ещё не отметили ни одного просмотра',
    );
    await expect(personal(page).locator('svg')).toHaveCount(0);
  });
});
