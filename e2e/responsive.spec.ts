import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflow, openApp, resultCards, searchAndWait } from './support/app';
import { carousel } from './support/carousel';
import { catalogFavorites } from './support/movies';
import { seedFavorites, seedRecentSearches } from './support/storage';

interface Screen {
  name: string;
  favorites?: boolean;
  open: (page: Page) => Promise<void>;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

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
    name: 'a movie page',
    open: async (page) => {
      await page.goto('/movie/tt0133093');
      await expect(heading(page)).toHaveText('The Matrix');
    },
  },
  {
    name: 'a movie page with a long title',
    open: async (page) => {
      await page.goto('/movie/tt0760172');
      await expect(heading(page)).toHaveText(
        'The Lord of the Rings: The Battle for Middle-Earth II',
      );
    },
  },
  {
    name: 'the favorites carousel',
    favorites: true,
    open: async (page) => {
      await page.goto('/favorites');
      await expect(carousel(page)).toBeVisible();
    },
  },
  {
    name: 'the favorites grid',
    favorites: true,
    open: async (page) => {
      await page.goto('/favorites?view=grid');
      await expect(page.getByRole('list', { name: 'Избранные фильмы' })).toBeVisible();
    },
  },
  {
    name: 'the statistics page',
    favorites: true,
    open: async (page) => {
      await page.goto('/charts');
      await expect(page.getByRole('heading', { name: 'Общая статистика' })).toBeVisible();
    },
  },
  {
    name: 'the empty statistics page',
    open: async (page) => {
      await page.goto('/charts');
      await expect(page.getByRole('heading', { name: 'Пока нечего считать' })).toBeVisible();
    },
  },
  {
    name: 'the 404 page',
    open: async (page) => {
      await page.goto('/no/such/page');
      await expect(heading(page)).toHaveText('Страница не найдена');
    },
  },
];

for (const width of [390, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const screen of screens) {
      test(`${screen.name} does not scroll sideways`, async ({ page }) => {
        if (screen.favorites) await seedFavorites(page, catalogFavorites(12));
        await screen.open(page);
        const { scrollWidth, clientWidth } = await horizontalOverflow(page);
        expect(clientWidth).toBeGreaterThan(width - 20); // the viewport minus a scrollbar, if any
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      });
    }
  });
}
