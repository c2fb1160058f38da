import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from '../scripts/chromium.ts';
import { gridCards, manyFavorites } from './support/collection';
import { seedFavorites } from './support/storage';

// Headless Chromium hides scrollbars unless told otherwise: this file's browser keeps its classic one.
test.use({
  launchOptions: {
    executablePath: findTestChromium(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

test.describe('10,000 favorites, with the scrollbar shown', () => {
  test('dragging the scrollbar thumb to the bottom shows the last card', async ({ page }) => {
    await seedFavorites(page, manyFavorites(10_000));
    await page.goto('/favorites?view=grid&sort=added-asc');
    await expect(gridCards(page).first()).toHaveAttribute('aria-posinset', '1');
    const { width, height } = page.viewportSize() ?? { width: 1280, height: 800 };
    // At the top, the thumb sits just below the scrollbar's arrow button at the window's right edge.
    await page.mouse.move(width - 7, 20);
    await page.mouse.down();
    await page.mouse.move(width - 7, height + 200, { steps: 8 });
    await page.mouse.up();
    const last = gridCards(page).last();
    await expect(last).toHaveAttribute('aria-posinset', '10000');
    await expect(last).toBeInViewport();
  });
});
