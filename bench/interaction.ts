/**
 * Interaction timings in Chromium against the demo server: how long the UI takes beyond the
 * network, for a debounced search, opening a movie and «Показать ещё»; and whether a repeated
 * query is answered from the client's in-memory cache. Each repetition uses a fresh context.
 */
import type { Browser, Page } from '@playwright/test';
import {
  lastClick,
  newBenchContext,
  resources,
  startWatch,
  waitForApp,
  watchResult,
  type PageGlobals,
  type ResourceTime,
  type WatchSpec,
  RESULTS,
} from './browser.ts';
import { measureEndlessScroll, type AppendRun } from './endlessScroll.ts';
import { check, log, median, ms, repeat, retryOnce, type TargetCheck } from './util.ts';

/** One measurement: from the start (request start or click) to the paint, and the network inside it. */
export interface Timing {
  totalMs: number;
  networkMs: number;
  /** totalMs − networkMs: what the app itself costs. */
  aboveNetworkMs: number;
  /** Of that: from the start to the request's start (lazy chunk, mount, effects)… */
  beforeRequestMs: number;
  /** …and from the response's end to the paint (parse, validate, dispatch, render, paint). */
  afterResponseMs: number;
}

export interface InteractionSection {
  runs: number;
  search: { runs: Timing[]; median: Timing };
  /** `chunkReadyMs`: when the lazy MovieDetailPage chunk (JS and CSS) had arrived, after the click. */
  openMovie: { runs: Timing[]; median: Timing; chunkReadyMs: number[] };
  loadMore: { runs: Timing[]; median: Timing };
  repeatedQuery: { requests: number[]; median: number };
  /**
   * Opening a route other than `/` directly: index.html holds the prerendered search page, so was
   * the search page painted first (ms after navigation start), before the route's own page?
   */
  deepLinks: { route: string; searchPagePaintedMs: number | null; ownPagePaintedMs: number }[];
  /** Endless scrolling through ten pages of a 100-result search. */
  endlessScroll: AppendRun;
  targets: TargetCheck[];
}

const SEARCH_INPUT = 'input[type="search"]';
const TARGET_MS = 100;

function only(entries: ResourceTime[], what: string): ResourceTime {
  if (entries.length !== 1)
    throw new Error(`expected one request for ${what}, saw ${entries.length}`);
  return entries[0];
}

function timing(start: number, paint: number, request: ResourceTime): Timing {
  const totalMs = paint - start;
  const networkMs = request.responseEnd - request.startTime;
  return {
    totalMs,
    networkMs,
    aboveNetworkMs: totalMs - networkMs,
    beforeRequestMs: request.startTime - start,
    afterResponseMs: paint - request.responseEnd,
  };
}

function medianTiming(runs: Timing[]): Timing {
  return {
    totalMs: median(runs.map((run) => run.totalMs)),
    networkMs: median(runs.map((run) => run.networkMs)),
    aboveNetworkMs: median(runs.map((run) => run.aboveNetworkMs)),
    beforeRequestMs: median(runs.map((run) => run.beforeRequestMs)),
    afterResponseMs: median(runs.map((run) => run.afterResponseMs)),
  };
}

async function openSearch(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await waitForApp(page);
}

/** Types "matrix": from the request's start (the debounce firing) to the first card painted. */
async function measureSearch(page: Page): Promise<Timing> {
  await startWatch(page, 'search', { selector: `${RESULTS} article` });
  await page.fill(SEARCH_INPUT, 'matrix');
  const paint = await watchResult(page, 'search');
  const request = only(await resources(page, 's=matrix'), 's=matrix');
  return timing(request.startTime, paint, request);
}

/** Clicks the first card: from the click to the detail page's heading painted. */
async function measureOpenMovie(page: Page): Promise<{ timing: Timing; chunkReadyMs: number }> {
  await startWatch(page, 'detail', { selector: 'article h1', text: 'The Matrix' });
  await page.locator(`${RESULTS} article a`).first().click();
  const paint = await watchResult(page, 'detail');
  const click = await lastClick(page);
  const request = only(await resources(page, 'i=tt0133093'), 'i=tt0133093');
  const chunks = await resources(page, '/assets/MovieDetailPage');
  const chunkReadyMs = chunks.reduce(
    (latest, chunk) => Math.max(latest, chunk.responseEnd - click),
    0,
  );
  return { timing: timing(click, paint, request), chunkReadyMs };
}

/** Searches "star", then clicks «Показать ещё»: from the click to the 11th card painted. */
async function measureLoadMore(page: Page, origin: string): Promise<Timing> {
  await openSearch(page, origin);
  await startWatch(page, 'star', { selector: `${RESULTS} article` });
  await page.fill(SEARCH_INPUT, 'star');
  await watchResult(page, 'star');
  await startWatch(page, 'more', { selector: `${RESULTS}:nth-child(11) article` });
  await page.getByRole('button', { name: 'Показать ещё', exact: true }).click();
  const paint = await watchResult(page, 'more');
  const click = await lastClick(page);
  const request = only(
    (await resources(page, 's=star')).filter((entry) => entry.name.includes('page=2')),
    's=star&page=2',
  );
  return timing(click, paint, request);
}

/** "matrix", "batman", "matrix": how many /api/omdb/ requests the third search makes. */
async function measureRepeatedQuery(page: Page, origin: string): Promise<number> {
  await openSearch(page, origin);
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/omdb/')) requests += 1;
  });
  const search = async (query: string, expect: RegExp) => {
    await page.fill(SEARCH_INPUT, query);
    await page.locator(`${RESULTS} article`).filter({ hasText: expect }).first().waitFor();
  };
  await search('matrix', /Matrix/);
  await search('batman', /Batman/);
  const before = requests;
  await search('matrix', /Matrix/);
  await page.waitForTimeout(1000); // the 500 ms debounce and any late request
  return requests - before;
}

const DEEP_LINKS: readonly { route: string; own: WatchSpec }[] = [
  { route: '/favorites', own: { selector: 'h1', text: 'Избранное' } },
  { route: '/charts', own: { selector: 'h1', text: 'Статистика фильмов' } },
  { route: '/movie/tt0133093', own: { selector: 'article h1', text: 'The Matrix' } },
];

async function measureDeepLinks(
  browser: Browser,
  origin: string,
): Promise<InteractionSection['deepLinks']> {
  const results: InteractionSection['deepLinks'] = [];
  for (const { route, own } of DEEP_LINKS) {
    const context = await newBenchContext(browser, [
      ['search', { selector: 'h1', text: 'Найдите свой фильм' }],
      ['own', own],
    ]);
    try {
      const page = await context.newPage();
      await page.goto(`${origin}${route}`);
      const ownPagePaintedMs = await watchResult(page, 'own');
      await page.waitForTimeout(100);
      const search = await page.evaluate(
        () => (globalThis as unknown as PageGlobals).__bench.results.search,
      );
      results.push({ route, searchPagePaintedMs: search ?? null, ownPagePaintedMs });
    } finally {
      await context.close();
    }
  }
  return results;
}

export async function runInteraction(
  browser: Browser,
  origin: string,
  runs: number,
): Promise<InteractionSection> {
  const search: Timing[] = [];
  const openMovie: Timing[] = [];
  const chunkReadyMs: number[] = [];
  const loadMore: Timing[] = [];
  const repeated: number[] = [];
  await repeat(runs, async (index) => {
    const measured = await retryOnce(`interaction #${index + 1}`, async () => {
      const context = await newBenchContext(browser);
      try {
        const page = await context.newPage();
        await openSearch(page, origin);
        const searched = await measureSearch(page);
        const opened = await measureOpenMovie(page);
        const more = await measureLoadMore(page, origin);
        await page.close();
        const requests = await measureRepeatedQuery(await context.newPage(), origin);
        return { searched, opened, more, requests };
      } finally {
        await context.close();
      }
    });
    search.push(measured.searched);
    openMovie.push(measured.opened.timing);
    chunkReadyMs.push(measured.opened.chunkReadyMs);
    loadMore.push(measured.more);
    repeated.push(measured.requests);
    log(
      `interaction #${index + 1}: search ${ms(search[index].aboveNetworkMs)}, open ${ms(openMovie[index].aboveNetworkMs)}, ` +
        `more ${ms(loadMore[index].aboveNetworkMs)} above network; repeated query: ${repeated[index]} requests`,
    );
  });
  const deepLinks = await measureDeepLinks(browser, origin);
  const endlessScroll = await retryOnce('endless scrolling', () =>
    measureEndlessScroll(browser, origin),
  );
  for (const link of deepLinks) {
    log(
      `deep link ${link.route}: search page painted first: ${link.searchPagePaintedMs === null ? 'no' : ms(link.searchPagePaintedMs)}, own page ${ms(link.ownPagePaintedMs)}`,
    );
  }
  const section: Omit<InteractionSection, 'targets'> = {
    runs,
    search: { runs: search, median: medianTiming(search) },
    openMovie: { runs: openMovie, median: medianTiming(openMovie), chunkReadyMs },
    loadMore: { runs: loadMore, median: medianTiming(loadMore) },
    repeatedQuery: { requests: repeated, median: median(repeated) },
    deepLinks,
    endlessScroll,
  };
  return { ...section, targets: interactionTargets(section) };
}

function interactionTargets(section: Omit<InteractionSection, 'targets'>): TargetCheck[] {
  const above = (what: string, value: Timing, note?: string) =>
    check(
      'Interaction',
      what,
      `≤ ${TARGET_MS} ms above network`,
      ms(value.aboveNetworkMs),
      value.aboveNetworkMs <= TARGET_MS,
      note,
    );
  return [
    above('search "matrix": request start → first card painted', section.search.median),
    above(
      'card click → detail page painted',
      section.openMovie.median,
      `the details request starts ${ms(section.openMovie.median.beforeRequestMs)} after the click, ` +
        `though the lazy MovieDetailPage chunk is in ${ms(median(section.openMovie.chunkReadyMs))} after it`,
    ),
    above('«Показать ещё» click → 11th card painted', section.loadMore.median),
    check(
      'Interaction',
      'endless scrolling to page 10: longest task while a page of cards is appended',
      '< 50 ms (no long task)',
      ms(Math.max(...section.endlessScroll.longestTaskMs)),
      section.endlessScroll.longestTaskMs.every((task) => task < 50),
    ),
    check(
      'Interaction',
      'repeated query "matrix" after "batman": /api/omdb/ requests',
      '0',
      String(section.repeatedQuery.median),
      section.repeatedQuery.requests.every((count) => count === 0),
    ),
  ];
}
