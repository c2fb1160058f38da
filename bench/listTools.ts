/**
 * The favorites page's tools at size: scrolling the windowed grid to its last card, a keystroke in
 * the search box, a change of order. Each is timed from the input (event time, or the scroll call)
 * to the frame that shows its result.
 */
import type { Browser } from '@playwright/test';
import {
  lastEvent,
  newBenchContext,
  startWatch,
  watchResult,
  type PageGlobals,
} from './browser.ts';
import { seedStorage } from './seed.ts';

export interface ListToolTimings {
  /** window.scrollTo(bottom) → the last card painted. */
  scrollToLastMs: number;
  /** A key press in «Найти в избранном» → the filtered grid painted. */
  filterKeystrokeMs: number;
  /** A new order chosen in «Сортировка» → the re-sorted grid painted. */
  sortChangeMs: number;
}

const GRID = 'ul[aria-label="Избранные фильмы"]';
const FIRST_TITLE = `${GRID} > li[aria-posinset="1"] h3`;

export async function measureListTools(
  browser: Browser,
  origin: string,
  value: string,
  size: number,
): Promise<ListToolTimings> {
  const context = await newBenchContext(browser);
  const page = await context.newPage();
  try {
    await seedStorage(page, origin, value);
    await page.goto(`${origin}/favorites?view=grid`);
    const firstTitle = page.locator(FIRST_TITLE);
    await firstTitle.waitFor();
    const settle = () => page.waitForTimeout(300);
    await settle();

    await startWatch(page, 'last', { selector: `${GRID} > li[aria-posinset="${size}"] article` });
    const scrolledAt = await page.evaluate(() => {
      const at = performance.now();
      const page = globalThis as unknown as PageGlobals;
      page.scrollTo(0, page.document.documentElement.scrollHeight);
      return at;
    });
    const scrollToLastMs = (await watchResult(page, 'last')) - scrolledAt;
    await page.evaluate(() => (globalThis as unknown as PageGlobals).scrollTo(0, 0));
    await settle();

    // The find box and the order are behind «Фильтры и сортировка», closed by default.
    const filters = page.getByRole('button', { name: /^Фильтры и сортировка/ });
    await filters.click();
    const box = page.getByRole('searchbox', { name: 'Найти в избранном' });
    await box.focus();
    await startWatch(page, 'filtered', {
      selector: FIRST_TITLE,
      changedFrom: (await firstTitle.textContent()) ?? '',
    });
    await page.keyboard.press('7');
    const filterKeystrokeMs =
      (await watchResult(page, 'filtered')) - (await lastEvent(page, 'lastKey'));
    await box.fill('');
    await settle();

    await startWatch(page, 'sorted', {
      selector: FIRST_TITLE,
      changedFrom: (await firstTitle.textContent()) ?? '',
    });
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('title-asc');
    const sortChangeMs =
      (await watchResult(page, 'sorted')) - (await lastEvent(page, 'lastChange'));
    return { scrollToLastMs, filterKeystrokeMs, sortChangeMs };
  } finally {
    await context.close();
  }
}
