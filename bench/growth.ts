/**
 * How the favorites pages scale: 100, 1,000 and 10,000 synthetic favorites in localStorage, timed in
 * Chromium (first render of carousel and grid, switching views, removing one, the statistics page),
 * plus the statistics functions alone in Node and the size of the stored value; then the shelves
 * with 10,000 watched and 2,000 wanted (shelfGrowth.ts).
 */
import type { Browser, Page } from '@playwright/test';
import { generalStats, typeDistribution, yearDistribution } from '../src/features/stats/stats.ts';
import {
  lastClick,
  newBenchContext,
  resources,
  startWatch,
  watchResult,
  type PageGlobals,
  type WatchSpec,
} from './browser.ts';
import { measureListTools } from './listTools.ts';
import { measureShelfGrowth, WINDOWED_MAX, type ShelfGrowth } from './shelfGrowth.ts';
import { favoritesValue, seedStorage, syntheticFavorites, type FavoriteItem } from './seed.ts';
import { check, log, median, ms, repeat, retryOnce, round, type TargetCheck } from './util.ts';

export const SIZES = [100, 1_000, 10_000] as const;

export interface BrowserTimings {
  /** Navigation start → first carousel card painted (/favorites). */
  carouselFirstRenderMs: number;
  /** Click on «Сетка» → first grid card painted. */
  switchToGridMs: number;
  /** Navigation start → first grid card painted (/favorites?view=grid). */
  gridFirstRenderMs: number;
  /** Navigation start → first contentful paint of that page (the route's shell: the layout). */
  gridFcpMs: number;
  /** Navigation start → the lazy FavoritesPage chunk fully loaded. */
  gridChunkReadyMs: number;
  /** In the page: JSON.stringify of the parsed list plus localStorage.setItem, as each change costs. */
  storageWriteMs: number;
  /** Click on «Удалить» in the dialog → the card gone, painted (includes writing localStorage). */
  removeOneMs: number;
  /** Navigation start → the «Общая статистика» card painted (/charts). */
  statsPageMs: number;
  /** Scrolling the grid to its end → the last card painted. */
  scrollToLastMs: number;
  /** A key press in the search box → the filtered grid painted. */
  filterKeystrokeMs: number;
  /** A new order chosen → the re-sorted grid painted. */
  sortChangeMs: number;
}

export interface StatsFunctionTimings {
  yearDistributionMs: number;
  typeDistributionMs: number;
  generalStatsMs: number;
  totalMs: number;
}

export interface GrowthRow {
  size: number;
  storageChars: number;
  storageBytes: number;
  browser: BrowserTimings;
  runs: BrowserTimings[];
  statsFunctions: StatsFunctionTimings;
}

export interface GrowthSection {
  runs: number;
  /**
   * This machine's floor: the first paint of a plain text page (robots.txt), opened the way the
   * measures above open the app (a fresh context, a first page, then the measured navigation).
   */
  floorFcpMs: number;
  statsIterations: number;
  rows: GrowthRow[];
  /** For each measure: 1k/100 and 10k/1k (10 means linear). */
  ratios: { measure: string; k1Over100: number; k10Over1k: number }[];
  /** The shelves: 10,000 «Просмотрено» and 2,000 «Хочу посмотреть». */
  shelves: ShelfGrowth;
  targets: TargetCheck[];
}

const CAROUSEL_CARD: WatchSpec = { selector: 'section[aria-roledescription="carousel"] article' };
const GRID_CARD: WatchSpec = { selector: 'ul[aria-label="Избранные фильмы"] > li article' };
const STATS_CARD: WatchSpec = { selector: 'section h2', text: 'Общая статистика' };
const STATS_ITERATIONS = 20;
const LINEAR = 11;
/** The measures; the others (FCP, chunk, storage write) are diagnostics, shown but not judged. */
const RATIO_TARGETS = [
  'carouselFirstRenderMs',
  'gridFirstRenderMs',
  'switchToGridMs',
  'removeOneMs',
  'statsPageMs',
  'statsFunctionsMs',
  'storageBytes',
];

async function measureFloor(browser: Browser, origin: string): Promise<number> {
  const context = await newBenchContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.goto(`${origin}/robots.txt?again`);
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
    return await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0].startTime,
    );
  } finally {
    await context.close();
  }
}

/** A fresh context whose pages time `spec` from navigation start, with the favorites seeded. */
async function seededPage(
  browser: Browser,
  origin: string,
  value: string,
  name: string,
  spec: WatchSpec,
): Promise<Page> {
  const context = await newBenchContext(browser, [[name, spec]]);
  const page = await context.newPage();
  await seedStorage(page, origin, value);
  return page;
}

async function closeWithContext(page: Page): Promise<void> {
  await page.context().close();
}

async function measureCarouselAndSwitch(browser: Browser, origin: string, value: string) {
  const page = await seededPage(browser, origin, value, 'carousel', CAROUSEL_CARD);
  try {
    await page.goto(`${origin}/favorites`);
    const carouselFirstRenderMs = await watchResult(page, 'carousel');
    await startWatch(page, 'grid', GRID_CARD);
    await page.getByRole('button', { name: 'Сетка', exact: true }).click();
    const painted = await watchResult(page, 'grid');
    return { carouselFirstRenderMs, switchToGridMs: painted - (await lastClick(page)) };
  } finally {
    await closeWithContext(page);
  }
}

/** What writing the list costs in the browser: serialize the parsed list, then setItem (median of 5). */
async function measureStorageWrite(page: Page, value: string): Promise<number> {
  return page.evaluate((v) => {
    const storage = (globalThis as unknown as PageGlobals).localStorage;
    const list: unknown = JSON.parse(v);
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const start = performance.now();
      storage.setItem('favorites', JSON.stringify(list));
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[2];
  }, value);
}

async function measureGridAndRemove(
  browser: Browser,
  origin: string,
  value: string,
  first: FavoriteItem,
) {
  const page = await seededPage(browser, origin, value, 'grid', GRID_CARD);
  try {
    const storageWriteMs = await measureStorageWrite(page, value);
    await page.goto(`${origin}/favorites?view=grid`);
    const gridFirstRenderMs = await watchResult(page, 'grid');
    const gridFcpMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    const chunks = await resources(page, '/assets/FavoritesPage');
    const gridChunkReadyMs =
      chunks.length > 0 ? Math.max(...chunks.map((chunk) => chunk.responseEnd)) : Number.NaN;
    await page
      .getByRole('button', { name: `Удалить из избранного: ${first.title}`, exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await startWatch(page, 'removed', {
      selector: `ul[aria-label="Избранные фильмы"] a[href="/movie/${first.imdbID}"]`,
      gone: true,
    });
    await dialog.getByRole('button', { name: 'Удалить', exact: true }).click();
    const painted = await watchResult(page, 'removed');
    return {
      gridFirstRenderMs,
      gridFcpMs,
      gridChunkReadyMs,
      storageWriteMs,
      removeOneMs: painted - (await lastClick(page)),
    };
  } finally {
    await closeWithContext(page);
  }
}

async function measureStatsPage(browser: Browser, origin: string, value: string): Promise<number> {
  const page = await seededPage(browser, origin, value, 'stats', STATS_CARD);
  try {
    await page.goto(`${origin}/charts`);
    return await watchResult(page, 'stats');
  } finally {
    await closeWithContext(page);
  }
}

/**
 * Median time of one call. Each sample repeats the call `batch` times (so small lists are timed
 * over about 10,000 items, above the timer's resolution); at 10,000 items a sample is one call.
 */
function timeBatched(fn: () => unknown, iterations: number, batch: number): number {
  for (let warm = 0; warm < 5 * batch; warm += 1) fn();
  const times: number[] = [];
  for (let run = 0; run < iterations; run += 1) {
    const start = performance.now();
    for (let call = 0; call < batch; call += 1) fn();
    times.push((performance.now() - start) / batch);
  }
  return median(times);
}

export function measureStatsFunctions(
  items: readonly FavoriteItem[],
  iterations = STATS_ITERATIONS,
): StatsFunctionTimings {
  const batch = Math.max(1, Math.round(10_000 / Math.max(1, items.length)));
  const time = (fn: () => unknown) => timeBatched(fn, iterations, batch);
  const yearDistributionMs = time(() => yearDistribution(items));
  const typeDistributionMs = time(() => typeDistribution(items));
  const generalStatsMs = time(() => generalStats(items));
  const totalMs = time(() => {
    yearDistribution(items);
    typeDistribution(items);
    generalStats(items);
  });
  return { yearDistributionMs, typeDistributionMs, generalStatsMs, totalMs };
}

export const BROWSER_KEYS = [
  'carouselFirstRenderMs',
  'gridFcpMs',
  'gridChunkReadyMs',
  'gridFirstRenderMs',
  'switchToGridMs',
  'removeOneMs',
  'storageWriteMs',
  'statsPageMs',
  'scrollToLastMs',
  'filterKeystrokeMs',
  'sortChangeMs',
] as const;

function medianTimings(runs: BrowserTimings[]): BrowserTimings {
  const entries = BROWSER_KEYS.map((key) => [key, median(runs.map((run) => run[key]))] as const);
  return Object.fromEntries(entries) as Record<(typeof BROWSER_KEYS)[number], number>;
}

export async function runGrowth(
  browser: Browser,
  origin: string,
  runs: number,
): Promise<GrowthSection> {
  const floorFcpMs = median(await repeat(5, () => measureFloor(browser, origin)));
  log(`growth: a plain page's first paint (this machine's floor) ${ms(floorFcpMs)}`);
  const rows: GrowthRow[] = [];
  for (const size of SIZES) {
    const items = syntheticFavorites(size);
    const value = favoritesValue(items);
    const timings = await repeat(runs, async (index) => {
      const what = (part: string) => `growth ${size} #${index + 1} ${part}`;
      const carousel = await retryOnce(what('carousel'), () =>
        measureCarouselAndSwitch(browser, origin, value),
      );
      const grid = await retryOnce(what('grid'), () =>
        measureGridAndRemove(browser, origin, value, items[items.length - 1]),
      );
      const statsPageMs = await retryOnce(what('stats page'), () =>
        measureStatsPage(browser, origin, value),
      );
      const tools = await retryOnce(what('list tools'), () =>
        measureListTools(browser, origin, value, size),
      );
      return { ...carousel, ...grid, statsPageMs, ...tools };
    });
    const row: GrowthRow = {
      size,
      storageChars: value.length,
      storageBytes: Buffer.byteLength(value, 'utf8'),
      browser: medianTimings(timings),
      runs: timings,
      statsFunctions: measureStatsFunctions(items),
    };
    rows.push(row);
    log(
      `growth ${size}: carousel ${ms(row.browser.carouselFirstRenderMs)}, grid ${ms(row.browser.gridFirstRenderMs)}, ` +
        `switch ${ms(row.browser.switchToGridMs)}, remove ${ms(row.browser.removeOneMs)}, stats page ${ms(row.browser.statsPageMs)}, ` +
        `stats fns ${ms(row.statsFunctions.totalMs)}, storage ${round(row.storageBytes / 1024)} KB, ` +
        `scroll to last ${ms(row.browser.scrollToLastMs)}, filter key ${ms(row.browser.filterKeystrokeMs)}, sort ${ms(row.browser.sortChangeMs)}`,
    );
  }
  const ratios = growthRatios(rows);
  const shelves = await measureShelfGrowth(browser, origin, runs);
  const t = shelves.timings;
  const r = shelves.rendered;
  log(
    `growth shelves (${shelves.watched} watched, ${shelves.wanted} wanted): /watched ${ms(t.watchedFirstRenderMs)}, ` +
      `scroll ${ms(t.watchedScrollToLastMs)}, find key ${ms(t.watchedFilterKeystrokeMs)}; /watchlist ${ms(t.watchlistFirstRenderMs)}, ` +
      `scroll ${ms(t.watchlistScrollToLastMs)}, sort ${ms(t.watchlistSortChangeMs)}, «Что посмотреть?» ${ms(t.pickOpenMs)}, ` +
      `«Выбрать» ${ms(t.pickChooseMs)}; /diary ${ms(t.diaryFirstRenderMs)}, scroll ${ms(t.diaryScrollToLastMs)}; ` +
      `in the DOM (top/end) watched ${r.watched.top}/${r.watched.end}, watchlist ${r.watchlist.top}/${r.watchlist.end}, ` +
      `diary ${r.diary.top}/${r.diary.end} of ${r.diary.setSize}; storage ${round(shelves.storageBytes / 1024)} KB`,
  );
  return {
    runs,
    floorFcpMs,
    statsIterations: STATS_ITERATIONS,
    rows,
    ratios,
    shelves,
    targets: [...growthTargets(rows, ratios, floorFcpMs), ...shelfTargets(shelves)],
  };
}

/**
 * The shelves issue: every shelf windowed (a fact, not a time), and each press on them within the
 * bounds the favorites grid is held to here (first render ≤ 250 ms, scrolling ≤ 100 ms, a keystroke
 * ≤ 50 ms, a new order ≤ 100 ms); a dialog opened or a pick made, no network, ≤ 100 ms (the
 * presses' mid-tier target, on this desktop Chromium).
 */
function shelfTargets(shelves: ShelfGrowth): TargetCheck[] {
  const section = 'Growth';
  const t = shelves.timings;
  const at = `at ${shelves.watched.toLocaleString('en-US')} watched and ${shelves.wanted.toLocaleString('en-US')} wanted`;
  const withinMs = (what: string, valueMs: number, limitMs: number) =>
    check(section, `${what}, ${at}`, `≤ ${limitMs} ms`, ms(valueMs), valueMs <= limitMs);
  const windowed = (what: string, count: ShelfGrowth['rendered']['watched']) =>
    check(
      section,
      `${what} windowed: items in the DOM at the top and at the end`,
      `< ${WINDOWED_MAX} of ${count.setSize.toLocaleString('en-US')}`,
      `${count.top} / ${count.end}`,
      count.top < WINDOWED_MAX && count.end < WINDOWED_MAX,
    );
  return [
    windowed('/watched', shelves.rendered.watched),
    windowed('/watchlist', shelves.rendered.watchlist),
    windowed('/diary', shelves.rendered.diary),
    withinMs('/watched first render', t.watchedFirstRenderMs, 250),
    withinMs('/watchlist first render', t.watchlistFirstRenderMs, 250),
    withinMs('/diary first render', t.diaryFirstRenderMs, 250),
    withinMs('/watched: scroll to the last card and paint it', t.watchedScrollToLastMs, 100),
    withinMs('/watchlist: scroll to the last card and paint it', t.watchlistScrollToLastMs, 100),
    withinMs('/diary: scroll to the oldest day and paint it', t.diaryScrollToLastMs, 100),
    withinMs('/watched: a find keystroke → updated shelf', t.watchedFilterKeystrokeMs, 50),
    withinMs('/watchlist: a sort change → re-sorted shelf', t.watchlistSortChangeMs, 100),
    withinMs('/watchlist: «Что посмотреть?» → its dialog', t.pickOpenMs, 100),
    withinMs('/watchlist: «Выбрать» → a title picked', t.pickChooseMs, 100),
  ];
}

function growthRatios(rows: GrowthRow[]): GrowthSection['ratios'] {
  const [small, medium, large] = rows;
  const ratio = (a: number, b: number) => round(a / b, 2);
  const measures: [string, (row: GrowthRow) => number][] = [
    ...BROWSER_KEYS.map((key): [string, (row: GrowthRow) => number] => [
      key,
      (row) => row.browser[key],
    ]),
    ['statsFunctionsMs', (row) => row.statsFunctions.totalMs],
    ['storageBytes', (row) => row.storageBytes],
  ];
  return measures.map(([measure, of]) => ({
    measure,
    k1Over100: ratio(of(medium), of(small)),
    k10Over1k: ratio(of(large), of(medium)),
  }));
}

function growthTargets(
  rows: GrowthRow[],
  ratios: GrowthSection['ratios'],
  floorFcpMs: number,
): TargetCheck[] {
  const large = rows.find((row) => row.size === 10_000);
  if (!large) return [];
  const section = 'Growth';
  const fns = large.statsFunctions;
  const small = rows[0];
  const gridNote =
    `a plain page opened the same way first paints at ${ms(floorFcpMs)} on this machine; ` +
    `timed from navigation start, so it includes loading and starting the app: ${ms(small.browser.gridFirstRenderMs)} ` +
    `at ${small.size} items; the grid's own render (switch to grid) at 10,000 takes ${ms(large.browser.switchToGridMs)}, ` +
    `and the stored list (${Math.round(large.storageChars / 1000)} K characters) is read and checked before the first render`;
  const removeNote = `of which writing the list to localStorage alone takes ${ms(large.browser.storageWriteMs)}; at ${small.size} items removal takes ${ms(small.browser.removeOneMs)}`;
  const { gridFirstRenderMs, scrollToLastMs, filterKeystrokeMs, sortChangeMs, removeOneMs } =
    large.browser;
  const withinMs = (what: string, valueMs: number, limitMs: number, note?: string) =>
    check(section, what, `≤ ${limitMs} ms`, ms(valueMs), valueMs <= limitMs, note);
  const targets = [
    withinMs('favorites grid first render at 10,000', gridFirstRenderMs, 250, gridNote),
    withinMs('scroll to the last card and paint it, at 10,000', scrollToLastMs, 100),
    withinMs('a filter keystroke → updated grid, at 10,000', filterKeystrokeMs, 50),
    withinMs('a sort change → re-sorted grid, at 10,000', sortChangeMs, 100),
    check(
      section,
      'statistics functions at 10,000 (year + type + general, together)',
      '≤ 20 ms',
      `${ms(fns.totalMs)} (year ${ms(fns.yearDistributionMs)}, type ${ms(fns.typeDistributionMs)}, general ${ms(fns.generalStatsMs)})`,
      fns.totalMs <= 20,
    ),
    withinMs('removing one favorite at 10,000 (grid)', removeOneMs, 50, removeNote),
  ];
  for (const { measure, k1Over100, k10Over1k } of ratios.filter((r) =>
    RATIO_TARGETS.includes(r.measure),
  )) {
    // Growth at most linear: ten times the items, at most ten times the cost (10 % allowed for noise).
    targets.push(
      check(
        section,
        `${measure} growth 1k/100 and 10k/1k`,
        '≤ 10× (linear or better)',
        `${k1Over100}× / ${k10Over1k}×`,
        k1Over100 <= LINEAR && k10Over1k <= LINEAR,
      ),
    );
  }
  return targets;
}
