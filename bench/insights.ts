/**
 * `--only=statistics`: the statistics page at size: 10,000 favorites whose details are all in the
 * IndexedDB details store, with the visitor's ratings and watch days. Timed from navigation start
 * to the first chart and to the genres chart; how long computing every statistic takes (in the
 * page, from its user-timing entries, and in Node); and how long the statistics take to recompute
 * after one rating is edited (in another tab: the page follows it through the storage event).
 */
import type { Browser, Page } from '@playwright/test';
import { computeInsights, INSIGHTS_MEASURE } from '../src/features/stats/insights/compute.ts';
import { syntheticLibrary } from '../src/features/stats/insights/insights.fixtures.ts';
import {
  computePersonalInsights,
  PERSONAL_MEASURE,
} from '../src/features/stats/insights/personal.ts';
import { sameFilms } from '../src/features/stats/insights/sameFilms.ts';
import type { PersonalFilm } from '../src/features/stats/insights/types.ts';
import { newBenchContext, watchResult, type WatchSpec } from './browser.ts';
import { measureFloor } from './growth.ts';
import { seedStorage } from './seed.ts';
import { check, log, median, ms, repeat, retryOnce, type TargetCheck } from './util.ts';

export const INSIGHTS_SIZE = 10_000;
/** The budget for the statistics' recompute after one change (issue 22). */
const RECOMPUTE_MS = 50;

export interface InsightTimings {
  /** Navigation start → the first bar of any insight chart painted (/charts). */
  firstChartMs: number;
  /** Navigation start → the genres chart painted (it needs the stored details). */
  genresChartMs: number;
  /** The page's own computation of every statistic over all 10,000 details (its user-timing entry). */
  computeInPageMs: number;
  /** The same for the visitor's own statistics (ratings, against IMDb, watches per month). */
  personalInPageMs: number;
  /**
   * One rating edited in another tab: every statistic the page recomputed for it (the user-timing
   * entries after the change, summed; only the visitor's own when the films are the same).
   */
  recomputeInPageMs: number;
}

export interface InsightSection {
  size: number;
  runs: number;
  /** A plain page's first paint, opened the same way: this machine's floor. */
  floorFcpMs: number;
  browser: InsightTimings;
  /** computeInsights in Node: median of warm calls, and the first (cold) call. */
  nodeComputeMs: number;
  nodeColdComputeMs: number;
  /** One rating edited, in Node, as the page does it: median of warm runs, and the first. */
  nodeRecomputeMs: number;
  nodeColdRecomputeMs: number;
  targets: TargetCheck[];
}

const FIRST_BAR: WatchSpec = { selector: 'svg rect[data-testid="bar"]' };
const GENRE_BAR: WatchSpec = { selector: 'a[href*="genre="] rect[data-testid="bar"]' };

/** The stored `favorites` value (version 3: with ratings and watch days). */
function storedValue(films: readonly PersonalFilm[]): string {
  return JSON.stringify({ version: 3, items: films });
}

/** The list with one rating changed: the first rated film's, moved up one (10 wraps to 1). */
function withOneRatingEdited(films: readonly PersonalFilm[]): PersonalFilm[] {
  const at = films.findIndex((film) => film.rating !== undefined);
  const edited = [...films];
  edited[at] = { ...films[at], rating: ((films[at].rating ?? 0) % 10) + 1 };
  return edited;
}

/** The library the page will read: favorites in localStorage, facts in the details store. */
export function insightsLibrary() {
  const { favorites, details } = syntheticLibrary(INSIGHTS_SIZE);
  const fetchedAt = new Date().toISOString();
  return {
    favorites: storedValue(favorites),
    edited: storedValue(withOneRatingEdited(favorites)),
    facts: [...details.values()].map((facts) => ({ ...facts, fetchedAt })),
    films: favorites,
    details,
  };
}

/** The little of IndexedDB the seeding uses (the benchmark compiles without the DOM's types). */
interface IdbRequest<T> {
  result: T;
  error: unknown;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}
interface IdbDatabase {
  createObjectStore(name: string): void;
  transaction(
    store: string,
    mode: 'readwrite',
  ): {
    objectStore(name: string): { put(value: object, key: string): void };
    error: unknown;
    oncomplete: (() => void) | null;
    onerror: (() => void) | null;
  };
  close(): void;
}
interface IdbGlobals {
  indexedDB: {
    open(
      name: string,
      version: number,
    ): IdbRequest<IdbDatabase> & { onupgradeneeded: (() => void) | null };
  };
}

/** Writes the facts as the app's details store keeps them (database, version, stores, out-of-line keys). */
export async function seedFacts(page: Page, facts: readonly object[]): Promise<void> {
  await page.evaluate(
    (records) =>
      new Promise<void>((resolve, reject) => {
        const open = (globalThis as unknown as IdbGlobals).indexedDB.open('filmoteka-details', 1);
        open.onupgradeneeded = () => {
          open.result.createObjectStore('details');
          open.result.createObjectStore('facts');
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('facts', 'readwrite');
          for (const record of records) {
            tx.objectStore('facts').put(record, (record as { imdbID: string }).imdbID);
          }
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    facts,
  );
}

async function measureOnce(
  browser: Browser,
  origin: string,
  seed: ReturnType<typeof insightsLibrary>,
): Promise<InsightTimings> {
  const context = await newBenchContext(browser, [
    ['firstChart', FIRST_BAR],
    ['genresChart', GENRE_BAR],
  ]);
  try {
    const page = await context.newPage();
    await seedStorage(page, origin, seed.favorites);
    await seedFacts(page, seed.facts);
    await page.goto(`${origin}/charts`);
    const firstChartMs = await watchResult(page, 'firstChart');
    const genresChartMs = await watchResult(page, 'genresChart');
    const lastFull = (name: string) =>
      page.evaluate(
        ([measure, size]) => {
          const full = performance
            .getEntriesByName(measure, 'measure')
            .filter(
              (entry) => (entry as { detail?: { details?: number } }).detail?.details === size,
            );
          return full.length > 0 ? full[full.length - 1].duration : Number.NaN;
        },
        [name, INSIGHTS_SIZE] as const,
      );
    // The charts drawn with every detail: the page has nothing left to do but what the edit asks.
    await page.getByText(/^Данные на /).waitFor();
    const computeInPageMs = await lastFull(INSIGHTS_MEASURE);
    const personalInPageMs = await lastFull(PERSONAL_MEASURE);
    const recomputeInPageMs = await recomputeAfterEdit(page, origin, seed.edited);
    return { firstChartMs, genresChartMs, computeInPageMs, personalInPageMs, recomputeInPageMs };
  } finally {
    await context.close();
  }
}

/**
 * One rating edited in another tab of the same browser: the page reads it on the storage event and
 * recomputes. What it recomputed is every statistic's user-timing entry after the change.
 */
async function recomputeAfterEdit(page: Page, origin: string, edited: string): Promise<number> {
  const since = await page.evaluate(() => performance.now());
  const other = await page.context().newPage();
  await other.goto(`${origin}/robots.txt`);
  await other.evaluate((value) => {
    (
      globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
    ).localStorage.setItem('favorites', value);
  }, edited);
  const total = await page.waitForFunction(
    ([personal, films, after]) => {
      const entries = [personal, films]
        .flatMap((name) => performance.getEntriesByName(name, 'measure'))
        .filter((entry) => entry.startTime > after);
      if (!entries.some((entry) => entry.name === personal)) return null;
      return entries.reduce((sum, entry) => sum + entry.duration, 0);
    },
    [PERSONAL_MEASURE, INSIGHTS_MEASURE, since] as const,
  );
  await other.close();
  return (await total.jsonValue()) ?? Number.NaN;
}

/** A first call, then the median of warm ones. */
function coldAndWarm(time: () => number): { warm: number; cold: number } {
  const cold = time();
  for (let warm = 0; warm < 3; warm += 1) time();
  return { cold, warm: median(Array.from({ length: 15 }, time)) };
}

function timeInNode(seed: ReturnType<typeof insightsLibrary>): { warm: number; cold: number } {
  const now = new Date();
  return coldAndWarm(() => {
    const start = performance.now();
    computeInsights(seed.films, seed.details, now);
    computePersonalInsights(seed.films, seed.details);
    return performance.now() - start;
  });
}

/** One rating edited, recomputed as the page does: the films' statistics only if the films changed. */
function recomputeInNode(seed: ReturnType<typeof insightsLibrary>): { warm: number; cold: number } {
  const now = new Date();
  let current = seed.films;
  return coldAndWarm(() => {
    const edited = withOneRatingEdited(current);
    const start = performance.now();
    if (!sameFilms(current, edited)) computeInsights(edited, seed.details, now);
    computePersonalInsights(edited, seed.details);
    const took = performance.now() - start;
    current = edited;
    return took;
  });
}

export async function measureInsights(
  browser: Browser,
  origin: string,
  runs: number,
): Promise<InsightSection> {
  const floorFcpMs = median(await repeat(3, () => measureFloor(browser, origin)));
  const seed = insightsLibrary();
  // Node first: its cold call is the module's first, before the browser's work warms the machine.
  const recompute = recomputeInNode(seed);
  const node = timeInNode(seed);
  const timings = await repeat(runs, (index) =>
    retryOnce(`statistics #${index + 1}`, () => measureOnce(browser, origin, seed)),
  );
  const pick = (key: keyof InsightTimings) => median(timings.map((timing) => timing[key]));
  const section: Omit<InsightSection, 'targets'> = {
    size: INSIGHTS_SIZE,
    runs,
    floorFcpMs,
    browser: {
      firstChartMs: pick('firstChartMs'),
      genresChartMs: pick('genresChartMs'),
      computeInPageMs: pick('computeInPageMs'),
      personalInPageMs: pick('personalInPageMs'),
      recomputeInPageMs: pick('recomputeInPageMs'),
    },
    nodeComputeMs: node.warm,
    nodeColdComputeMs: node.cold,
    nodeRecomputeMs: recompute.warm,
    nodeColdRecomputeMs: recompute.cold,
  };
  const { browser: page } = section;
  log(
    `statistics ${INSIGHTS_SIZE}: first chart ${ms(page.firstChartMs)}, genres chart ${ms(page.genresChartMs)}, ` +
      `computed in page ${ms(page.computeInPageMs)} + yours ${ms(page.personalInPageMs)}, ` +
      `one rating edited → ${ms(page.recomputeInPageMs)} in page (runs: ${timings.map((t) => ms(t.recomputeInPageMs)).join(', ')}), ` +
      `${ms(recompute.warm)} in Node (first ${ms(recompute.cold)})`,
  );
  return { ...section, targets: insightTargets(section) };
}

function insightTargets(insights: Omit<InsightSection, 'targets'>): TargetCheck[] {
  const section = 'Statistics';
  const { firstChartMs, genresChartMs, computeInPageMs, personalInPageMs, recomputeInPageMs } =
    insights.browser;
  const size = insights.size.toLocaleString('en-US');
  return [
    check(
      section,
      `statistics page: first chart at ${size} favorites, every detail stored`,
      '≤ 500 ms from navigation',
      `${ms(firstChartMs)} (genres chart, read from IndexedDB: ${ms(genresChartMs)})`,
      firstChartMs <= 500,
      `a plain page opened the same way first paints at ${ms(insights.floorFcpMs)} on this machine`,
    ),
    check(
      section,
      `all statistics computed at ${size} favorites`,
      '≤ 50 ms',
      `${ms(computeInPageMs + personalInPageMs)} in the page (yours: ${ms(personalInPageMs)}); ` +
        `${ms(insights.nodeComputeMs)} in Node (first call ${ms(insights.nodeColdComputeMs)})`,
      computeInPageMs + personalInPageMs <= 50,
    ),
    check(
      section,
      `statistics recomputed after one rating edited, at ${size} favorites`,
      `≤ ${RECOMPUTE_MS} ms`,
      `${ms(recomputeInPageMs)} in the page; ${ms(insights.nodeRecomputeMs)} in Node (first ${ms(insights.nodeColdRecomputeMs)})`,
      recomputeInPageMs <= RECOMPUTE_MS,
    ),
  ];
}
