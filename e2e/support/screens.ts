/** The app's screens, each reached as a user reaches it; the axe and the layout checks walk them. */
import { expect, type Page } from '@playwright/test';
import { openAppAndWait } from './app';
import { carousel } from './carousel';

export interface Screen {
  name: string;
  /** Seed the favorites before opening. */
  favorites?: boolean;
  open: (page: Page) => Promise<void>;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Each goes to its page and waits until what makes it that page is on screen. */
export const openScreen = {
  async movie(page: Page, imdbID: string, title: string): Promise<void> {
    // The screens are the app's states, and a screen reached from this one (the statistics with the
    // current movie) needs the app to have recorded the film: it waits for the app.
    await openAppAndWait(page, `/movie/${imdbID}`);
    await expect(heading(page)).toHaveText(title);
  },
  async favoritesCarousel(page: Page): Promise<void> {
    await page.goto('/favorites');
    await expect(carousel(page)).toBeVisible();
  },
  async favoritesGrid(page: Page): Promise<void> {
    await page.goto('/favorites?view=grid');
    await expect(
      page.getByRole('list', { name: 'Избранные фильмы' }).getByRole('listitem').first(),
    ).toBeVisible();
  },
  async statistics(page: Page): Promise<void> {
    await page.goto('/charts');
    await expect(page.getByRole('heading', { name: 'Общая статистика' })).toBeVisible();
  },
  async emptyStatistics(page: Page): Promise<void> {
    await page.goto('/charts');
    await expect(page.getByRole('heading', { name: 'Пока нечего считать' })).toBeVisible();
  },
  async notFound(page: Page): Promise<void> {
    await page.goto('/no/such/page');
    await expect(heading(page)).toHaveText('Страница не найдена');
  },
};
