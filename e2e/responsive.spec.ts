import { expect, test } from '@playwright/test';
import { openFilters } from './support/collection';
import { horizontalOverflow, openApp, resultCards, resultList, searchAndWait } from './support/app';
import { catalogFavorites } from './support/movies';
import { openScreen, type Screen } from './support/screens';
import { seedFavorites, seedRecentSearches } from './support/storage';
import { rowLayout, textWiderThanItsBox, wordsSplitAcrossLines } from './support/textFit';

const screens: Screen[] = [
  {
    name: 'the search page with recent searches',
    open: async (page) => {
      await seedRecentSearches(page, [
        'the lord of the rings',
        'harry potter and the deathly hallows',
        'matrix',
      ]);
      await openApp(page, '/');
      await expect(page.getByRole('heading', { name: 'Недавние запросы' })).toBeVisible();
    },
  },
  {
    name: 'search results',
    open: async (page) => {
      await openApp(page, '/');
      await searchAndWait(page, 'lord of the rings', /фильм\S* найден/);
      await expect(resultCards(page).first()).toBeVisible();
    },
  },
  {
    name: 'search results with a long word in a title',
    open: async (page) => {
      await openApp(page, '/?q=matrix');
      await expect(
        resultList(page).getByRole('link', { name: 'The Matrix Resurrections' }),
      ).toBeVisible();
    },
  },
  { name: 'a movie page', open: (page) => openScreen.movie(page, 'tt0133093', 'The Matrix') },
  {
    name: 'a movie page with a long title',
    open: (page) =>
      openScreen.movie(page, 'tt0760172', 'The Lord of the Rings: The Battle for Middle-Earth II'),
  },
  { name: 'the favorites carousel', favorites: true, open: openScreen.favoritesCarousel },
  { name: 'the favorites grid', favorites: true, open: openScreen.favoritesGrid },
  { name: 'the statistics page', favorites: true, open: openScreen.statistics },
  {
    name: 'the statistics page with the details drawn',
    favorites: true,
    open: async (page) => {
      await openScreen.statistics(page);
      await expect(page.getByText(/^Данные на /)).toBeVisible();
    },
  },
  { name: 'the empty statistics page', open: openScreen.emptyStatistics },
  { name: 'the 404 page', open: openScreen.notFound },
];

/** A favorite of every type, so the favorites' type filter offers all five choices. */
const oneOfEachType = ['movie', 'series', 'episode', 'game'].map((type) =>
  catalogFavorites(287).find((film) => film.type === type)!,
);

const WIDTHS = [320, 390, 768, 1280];
const viewportAt = (width: number) => ({ width, height: 844 });

// One load per screen, at the narrowest width, then the window widened through the others: a load
// costs seconds on two cores, and a page must fit a window resized under it (a phone turned) too.
// Each check is polled: what the app redraws on a resize (the carousel's cards in view) may follow
// the resize by a frame.
for (const screen of screens) {
  test(`${screen.name}, ${WIDTHS.join(', ')} px: no sideways scroll, every text fits its box, no word split`, async ({
    page,
  }) => {
    await page.setViewportSize(viewportAt(WIDTHS[0]));
    if (screen.favorites) await seedFavorites(page, catalogFavorites(12));
    await screen.open(page);
    const body = page.locator('body');
    for (const width of WIDTHS) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize(viewportAt(width));
        const { clientWidth } = await horizontalOverflow(page);
        expect(clientWidth).toBeGreaterThan(width - 20); // the viewport minus a scrollbar, if any
        await expect
          .poll(async () => {
            const overflow = await horizontalOverflow(page);
            return overflow.scrollWidth - overflow.clientWidth;
          })
          .toBeLessThanOrEqual(0);
        await expect.poll(() => textWiderThanItsBox(body)).toEqual([]);
        await expect.poll(() => wordsSplitAcrossLines(body)).toEqual([]);
      });
    }
  });
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: viewportAt(width) });

    test('the search’s type filter is one row, wholly in view', async ({ page }) => {
      await openApp(page, '/');
      const row = page
        .getByRole('group', { name: 'Фильтры поиска' })
        .getByRole('group', { name: 'Тип' });
      const options = row.getByRole('button');
      await expect(options).toHaveText(['Все', 'Фильмы', 'Сериалы', 'Эпизоды']);
      expect(await rowLayout(row, options)).toEqual({ lines: 1, scrolls: false });
    });

    test('the favorites’ type filter of five is one row', async ({ page }) => {
      await seedFavorites(page, oneOfEachType);
      await openApp(page, '/favorites?view=grid');
      await openFilters(page);
      const row = page
        .getByRole('search', { name: 'Сортировка, фильтры и поиск в избранном' })
        .getByRole('group', { name: 'Тип' });
      const options = row.getByRole('button');
      await expect(options).toHaveText(['Все', 'Фильмы', 'Сериалы', 'Эпизоды', 'Игры']);
      expect((await rowLayout(row, options)).lines).toBe(1);
      const { scrollWidth, clientWidth } = await horizontalOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  });
}
