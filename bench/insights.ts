/**
 * The statistics page's insight cards at size: 10,000 favorites whose details are all in the
 * IndexedDB details store, timed from navigation start to the first chart and to the genres chart,
 * plus how long computing every statistic takes (in the page, from its user-timing entry, and in Node).
 */
import type { Browser, Page } from '@playwright/test';
import { computeInsights, INSIGHTS_MEASURE } from '../src/features/stats/insights/compute.ts';
import { syntheticLibrary } from '../src/features/stats/insights/insights.fixtures.ts';
import { newBenchContext, watchResult, type WatchSpec } from './browser.ts';
import { favoritesValue, seedStorage } from './seed.ts';
import { median, repeat, retryOnce } from './util.ts';

export const INSIGHTS_SIZE = 10_000;

export interface InsightTimings {
  /** Navigation start → the first bar of any insight chart painted (/charts). */
  firstChartMs: number;
  /** Navigation start → the genres chart painted (it needs the stored details). */
  genresChartMs: number;
  /** The page's own computation of every statistic over all 10,000 details (its user-timing entry). */
  computeInPageMs: number;
}

export interface InsightSection {
  size: number;
  runs: number;
  browser: InsightTimings;
  /** computeInsights in Node: median of warm calls, and the first (cold) call. */
  nodeComputeMs: number;
  nodeColdComputeMs: number;
}

const FIRST_BAR: WatchSpec = { selector: 'svg rect[data-testid="bar"]' };
const GENRE_BAR: WatchSpec = { selector: 'a[href*="genre="] rect[data-testid="bar"]' };

/** The library the page will read: favorites in localStorage, facts in the details store. */
export function insightsLibrary() {
  const { favorites, details } = syntheticLibrary(INSIGHTS_SIZE);
  const fetchedAt = new Date().toISOString();
  return {
    favorites: favoritesValue(favorites.map((film) => ({ ...film }))),
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
    const computeInPageMs = await page.evaluate(
      ([name, size]) => {
        const full = performance
          .getEntriesByName(name, 'measure')
          .filter((entry) => (entry as { detail?: { details?: number } }).detail?.details === size);
        return full.length > 0 ? full[full.length - 1].duration : Number.NaN;
      },
      [INSIGHTS_MEASURE, INSIGHTS_SIZE] as const,
    );
    return { firstChartMs, genresChartMs, computeInPageMs };
  } finally {
    await context.close();
  }
}

function timeInNode(seed: ReturnType<typeof insightsLibrary>): { warm: number; cold: number } {
  const now = new Date();
  const time = () => {
    const start = performance.now();
    computeInsights(seed.films, seed.details, now);
    return performance.now() - start;
  };
  const cold = time();
  for (let warm = 0; warm < 3; warm += 1) time();
  return { cold, warm: median(Array.from({ length: 15 }, time)) };
}

export async function measureInsights(
  browser: Browser,
  origin: string,
  runs: number,
): Promise<InsightSection> {
  const seed = insightsLibrary();
  const timings = await repeat(runs, (index) =>
    retryOnce(`insights #${index + 1}`, () => measureOnce(browser, origin, seed)),
  );
  const node = timeInNode(seed);
  const pick = (key: keyof InsightTimings) => median(timings.map((timing) => timing[key]));
  return {
    size: INSIGHTS_SIZE,
    runs,
    browser: {
      firstChartMs: pick('firstChartMs'),
      genresChartMs: pick('genresChartMs'),
      computeInPageMs: pick('computeInPageMs'),
    },
    nodeComputeMs: node.warm,
    nodeColdComputeMs: node.cold,
  };
}
