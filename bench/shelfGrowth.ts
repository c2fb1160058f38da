/**
 * The shelves at size (the shelves issue): 10,000 titles on «Просмотрено» (rated, with watch days:
 * 12,500 rows in the diary) and 2,000 on «Хочу посмотреть», in desktop Chromium. Each page's first
 * card (row) from navigation, scrolling it to its end, its tools, and how many cards (rows) it
 * keeps in the DOM at the top and at the end: a windowed list keeps about a screen's worth.
 */
import type { Browser, Page } from '@playwright/test';
import {
  lastEvent,
  newBenchContext,
  startWatch,
  watchResult,
  type PageGlobals,
  type WatchSpec,
} from './browser.ts';
import { libraryValue, seedStorage, syntheticLibrary } from './seed.ts';
import { median, retryOnce } from './util.ts';

export const SHELF_WATCHED = 10_000;
export const SHELF_WANTED = 2_000;
/** A windowed list keeps fewer than this many cards or rows in the DOM (the e2e suite's bound). */
export const WINDOWED_MAX = 100;

export interface ShelfTimings {
  /** Navigation start → the first card of /watched painted. */
  watchedFirstRenderMs: number;
  /** window.scrollTo(bottom) → the 10,000th card painted. */
  watchedScrollToLastMs: number;
  /** A key press in «Найти на полке» → the filtered shelf painted. */
  watchedFilterKeystrokeMs: number;
  /** Navigation start → the first card of /watchlist painted. */
  watchlistFirstRenderMs: number;
  watchlistScrollToLastMs: number;
  /** «По году» chosen in «Сортировка» → the re-sorted shelf painted. */
  watchlistSortChangeMs: number;
  /** «Что посмотреть?» pressed → its dialog painted. */
  pickOpenMs: number;
  /** «Выбрать» pressed in it → the title picked painted. */
  pickChooseMs: number;
  /** Navigation start → the diary's first row painted. */
  diaryFirstRenderMs: number;
  diaryScrollToLastMs: number;
}

export const SHELF_KEYS = [
  'watchedFirstRenderMs',
  'watchedScrollToLastMs',
  'watchedFilterKeystrokeMs',
  'watchlistFirstRenderMs',
  'watchlistScrollToLastMs',
  'watchlistSortChangeMs',
  'pickOpenMs',
  'pickChooseMs',
  'diaryFirstRenderMs',
  'diaryScrollToLastMs',
] as const satisfies readonly (keyof ShelfTimings)[];

/** Cards (rows) in the DOM with the page at its top and scrolled to its end; the most of any run. */
export interface DomCount {
  /** The list's length as it says it (aria-setsize). */
  setSize: number;
  top: number;
  end: number;
}

export interface ShelfRun {
  timings: ShelfTimings;
  rendered: { watched: DomCount; watchlist: DomCount; diary: DomCount };
  /** Navigation → the watchlist's details run ended (see measureWatchlist). */
  watchlistDetailsMs: number;
}

export interface ShelfGrowth {
  watched: number;
  wanted: number;
  storageChars: number;
  storageBytes: number;
  /** Medians of the runs. */
  timings: ShelfTimings;
  watchlistDetailsMs: number;
  rendered: ShelfRun['rendered'];
  runs: ShelfRun[];
}

const WATCHED_LIST = 'ul[aria-label="Просмотрено: фильмы"]';
const WATCHLIST = 'ul[aria-label="Хочу посмотреть: фильмы"]';
const DIARY = 'ol[aria-label="Дни просмотра"]';
const DIALOG = '[role="dialog"], dialog[open]';
/** The watchlist's line saying how its details load (DetailsProgress). */
const DETAILS_LINE = 'section[aria-label="Загрузка сведений о фильмах"] [role="status"]';

interface FoundElement {
  textContent: string;
  querySelector: (selector: string) => FoundElement | null;
}
interface DocumentGlobals {
  document: { querySelector: (selector: string) => FoundElement | null };
}

const first = (list: string) => `${list} > li[aria-posinset="1"]`;

/** A fresh context with the library seeded, its page timing `spec` from navigation start. */
async function libraryPage(
  browser: Browser,
  origin: string,
  value: string,
  spec: WatchSpec,
): Promise<Page> {
  const context = await newBenchContext(browser, [['first', spec]]);
  const page = await context.newPage();
  await seedStorage(page, origin, value);
  return page;
}

const settle = (page: Page) => page.waitForTimeout(300);

const rendered = (page: Page, list: string) => page.locator(`${list} > li`).count();

/** Scrolls to the page's end; the time to the list's last item painted, and what the DOM then holds. */
async function scrollToEnd(page: Page, list: string): Promise<{ ms: number; count: DomCount }> {
  const setSize = Number(await page.locator(`${list} > li`).first().getAttribute('aria-setsize'));
  const top = await rendered(page, list);
  await startWatch(page, 'last', { selector: `${list} > li[aria-posinset="${setSize}"]` });
  const scrolledAt = await page.evaluate(() => {
    const at = performance.now();
    const window = globalThis as unknown as PageGlobals;
    window.scrollTo(0, window.document.documentElement.scrollHeight);
    return at;
  });
  const ms = (await watchResult(page, 'last')) - scrolledAt;
  await settle(page);
  const end = await rendered(page, list);
  await page.evaluate(() => (globalThis as unknown as PageGlobals).scrollTo(0, 0));
  await settle(page);
  return { ms, count: { setSize, top, end } };
}

/** The time from the last `input` event to the paint `spec` waits for. */
async function timeInput(
  page: Page,
  spec: WatchSpec,
  input: 'lastClick' | 'lastKey' | 'lastChange',
  act: () => Promise<void>,
): Promise<number> {
  await startWatch(page, 'input', spec);
  await act();
  return (await watchResult(page, 'input')) - (await lastEvent(page, input));
}

const changed = async (page: Page, selector: string): Promise<WatchSpec> => ({
  selector,
  changedFrom: (await page.locator(selector).textContent()) ?? '',
});

async function measureWatched(browser: Browser, origin: string, value: string) {
  const page = await libraryPage(browser, origin, value, {
    selector: `${first(WATCHED_LIST)} article`,
  });
  try {
    await page.goto(`${origin}/watched`);
    const watchedFirstRenderMs = await watchResult(page, 'first');
    await settle(page);
    const scrolled = await scrollToEnd(page, WATCHED_LIST);
    await page.getByRole('button', { name: /^Фильтры и сортировка/ }).click();
    const box = page.getByRole('searchbox', { name: 'Найти на полке' });
    await box.focus();
    // The newest title first, «Synthetic Title 10000»: a 7 leaves it out.
    const watchedFilterKeystrokeMs = await timeInput(
      page,
      await changed(page, `${first(WATCHED_LIST)} h3`),
      'lastKey',
      () => page.keyboard.press('7'),
    );
    return {
      watchedFirstRenderMs,
      watchedScrollToLastMs: scrolled.ms,
      watchedFilterKeystrokeMs,
      count: scrolled.count,
    };
  } finally {
    await page.context().close();
  }
}

/**
 * /watchlist fetches the details of its titles it does not keep (runtime and IMDb rating sort it,
 * «Что посмотреть?» limits by them). The synthetic ids are not in the demo catalog: each lookup
 * fails at once, none is kept, and the orders by runtime and rating put every title last, in the
 * order before; so the sort timed is the year's, which reads the stored year. The tools are timed
 * once that run is over (its progress bar gone), on a page at rest.
 */
async function measureWatchlist(browser: Browser, origin: string, value: string) {
  const page = await libraryPage(browser, origin, value, {
    selector: `${first(WATCHLIST)} article`,
  });
  try {
    await page.goto(`${origin}/watchlist`);
    const watchlistFirstRenderMs = await watchResult(page, 'first');
    // The run is over when its line shows neither «Читаем…» (the store) nor a progress bar.
    await page.waitForFunction(
      (selector) => {
        const line = (globalThis as unknown as DocumentGlobals).document.querySelector(selector);
        return (
          line !== null && !line.querySelector('progress') && !line.textContent.includes('Читаем')
        );
      },
      DETAILS_LINE,
      { timeout: 180_000, polling: 250 },
    );
    const watchlistDetailsMs = await page.evaluate(() => performance.now());
    await settle(page);
    const scrolled = await scrollToEnd(page, WATCHLIST);
    await page.getByRole('button', { name: /^Фильтры и сортировка/ }).click();
    const sort = page.getByRole('combobox', { name: 'Сортировка' });
    const watchlistSortChangeMs = await timeInput(
      page,
      await changed(page, `${first(WATCHLIST)} h3`),
      'lastChange',
      () => sort.selectOption('year-desc').then(() => undefined),
    );
    await settle(page);
    const pickOpenMs = await timeInput(
      page,
      { selector: DIALOG, text: 'Что посмотреть?' },
      'lastClick',
      () => page.getByRole('button', { name: 'Что посмотреть?', exact: true }).click(),
    );
    await settle(page);
    const pickChooseMs = await timeInput(
      page,
      { selector: `${DIALOG} [role="status"] h3` },
      'lastClick',
      () =>
        page
          .getByRole('dialog', { name: 'Что посмотреть?' })
          .getByRole('button', { name: 'Выбрать', exact: true })
          .click(),
    );
    return {
      watchlistFirstRenderMs,
      watchlistScrollToLastMs: scrolled.ms,
      watchlistSortChangeMs,
      pickOpenMs,
      pickChooseMs,
      watchlistDetailsMs,
      count: scrolled.count,
    };
  } finally {
    await page.context().close();
  }
}

async function measureDiary(browser: Browser, origin: string, value: string) {
  const page = await libraryPage(browser, origin, value, { selector: `${first(DIARY)} h2` });
  try {
    await page.goto(`${origin}/diary`);
    const diaryFirstRenderMs = await watchResult(page, 'first');
    await settle(page);
    const scrolled = await scrollToEnd(page, DIARY);
    return { diaryFirstRenderMs, diaryScrollToLastMs: scrolled.ms, count: scrolled.count };
  } finally {
    await page.context().close();
  }
}

const most = (counts: readonly DomCount[]): DomCount => ({
  setSize: Math.max(...counts.map((count) => count.setSize)),
  top: Math.max(...counts.map((count) => count.top)),
  end: Math.max(...counts.map((count) => count.end)),
});

export async function measureShelfGrowth(
  browser: Browser,
  origin: string,
  runs: number,
): Promise<ShelfGrowth> {
  const value = libraryValue(syntheticLibrary(SHELF_WATCHED, SHELF_WANTED));
  const measured: ShelfRun[] = [];
  for (let index = 0; index < runs; index += 1) {
    const what = (part: string) => `growth shelves #${index + 1} ${part}`;
    const watched = await retryOnce(what('/watched'), () => measureWatched(browser, origin, value));
    const watchlist = await retryOnce(what('/watchlist'), () =>
      measureWatchlist(browser, origin, value),
    );
    const diary = await retryOnce(what('/diary'), () => measureDiary(browser, origin, value));
    measured.push({
      timings: {
        watchedFirstRenderMs: watched.watchedFirstRenderMs,
        watchedScrollToLastMs: watched.watchedScrollToLastMs,
        watchedFilterKeystrokeMs: watched.watchedFilterKeystrokeMs,
        watchlistFirstRenderMs: watchlist.watchlistFirstRenderMs,
        watchlistScrollToLastMs: watchlist.watchlistScrollToLastMs,
        watchlistSortChangeMs: watchlist.watchlistSortChangeMs,
        pickOpenMs: watchlist.pickOpenMs,
        pickChooseMs: watchlist.pickChooseMs,
        diaryFirstRenderMs: diary.diaryFirstRenderMs,
        diaryScrollToLastMs: diary.diaryScrollToLastMs,
      },
      rendered: { watched: watched.count, watchlist: watchlist.count, diary: diary.count },
      watchlistDetailsMs: watchlist.watchlistDetailsMs,
    });
  }
  const timings = Object.fromEntries(
    SHELF_KEYS.map((key) => [key, median(measured.map((run) => run.timings[key]))]),
  ) as unknown as ShelfTimings;
  return {
    watched: SHELF_WATCHED,
    wanted: SHELF_WANTED,
    storageChars: value.length,
    storageBytes: Buffer.byteLength(value, 'utf8'),
    timings,
    watchlistDetailsMs: median(measured.map((run) => run.watchlistDetailsMs)),
    rendered: {
      watched: most(measured.map((run) => run.rendered.watched)),
      watchlist: most(measured.map((run) => run.rendered.watchlist)),
      diary: most(measured.map((run) => run.rendered.diary)),
    },
    runs: measured,
  };
}
