/**
 * Lighthouse 12 against the production app (demo mode): mobile (default config) and desktop,
 * each route several times, median per metric. The favorites pages run with favorites in
 * localStorage (Lighthouse's storage reset leaves localStorage alone; it clears the HTTP cache).
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './browser.ts';
import { seedStorage } from './seed.ts';
import { check, log, median, round, type TargetCheck } from './util.ts';

export type Preset = 'mobile' | 'desktop';

export interface LighthouseMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Time to interactive: Lighthouse still computes it, though no longer in the score. */
  ttiMs: number;
  cls: number;
  /** Requests the page made while Lighthouse watched it load. */
  requests: number;
}

export interface FailedAudit {
  category: string;
  id: string;
  title: string;
  score: number;
  /** Counts in the category's score (an opportunity of the performance category does not). */
  weighted: boolean;
  /** In how many of the runs it failed. */
  runs: number;
  why: string;
}

export interface LighthouseRouteResult {
  route: string;
  /** The route as the report names it (the number of favorites where it has them). */
  label: string;
  preset: Preset;
  /** How many favorites were in localStorage. */
  favorites: number;
  runs: LighthouseMetrics[];
  median: LighthouseMetrics;
  failed: FailedAudit[];
  lcpElement: string;
  /** The element that moved most when CLS > 0. */
  clsCulprit: string;
  /** Main-thread work of the first run, for TBT. */
  mainThread: string;
  warnings: string[];
  /** Lighthouse's CPU benchmark of this machine, per run (higher is faster; a mid-range phone is ~1000). */
  benchmarkIndex: number[];
}

export interface LighthouseSection {
  runsPerRoute: number;
  /** True when the time budget stopped the runs early (some medians are of fewer runs). */
  cutByTimeBudget: boolean;
  results: LighthouseRouteResult[];
  targets: TargetCheck[];
}

export interface LighthouseRoute {
  route: string;
  label: string;
  favorites: number;
}

/** Every route of the performance issue; the favorites pages with 20 favorites, and with 2,000. */
export const ROUTES: readonly LighthouseRoute[] = [
  { route: '/', label: '/', favorites: 0 },
  { route: '/?q=matrix', label: '/?q=matrix', favorites: 0 },
  { route: '/movie/tt0133093', label: '/movie/tt0133093', favorites: 0 },
  { route: '/no/such/page', label: '404 /no/such/page', favorites: 0 },
  { route: '/favorites', label: '/favorites (20)', favorites: 20 },
  { route: '/charts', label: '/charts (20)', favorites: 20 },
  { route: '/favorites', label: '/favorites (2,000)', favorites: 2000 },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Audit = Result['audits'][string];

function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function metricsOf(lhr: Result): LighthouseMetrics {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    ttiMs: numeric(lhr, 'interactive'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    requests:
      (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items
        ?.length ?? Number.NaN,
  };
}

interface DetailItem {
  node?: { selector?: string; snippet?: string; explanation?: string };
  description?: string;
  url?: string;
  source?: { url?: string };
}

/** A short reason: Lighthouse's explanation or value, and the first few offending items. */
function whyOf(audit: Audit): string {
  const parts: string[] = [];
  if (audit.explanation) parts.push(audit.explanation);
  if (audit.displayValue) parts.push(String(audit.displayValue));
  const details = audit.details as { items?: DetailItem[] } | undefined;
  const items = (details?.items ?? []).slice(0, 3).map((item) => {
    if (item.node) return item.node.selector ?? item.node.snippet ?? '';
    return item.description ?? item.url ?? item.source?.url ?? '';
  });
  const named = items.filter((item) => item !== '');
  if (named.length > 0) parts.push(named.join('; '));
  return parts.join(' — ').replace(/\s+/g, ' ').slice(0, 300);
}

/** Audits that count towards a category's score and are not passed. */
function failedAudits(lhr: Result): Omit<FailedAudit, 'runs'>[] {
  const failed: Omit<FailedAudit, 'runs'>[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (ref.weight === 0 && category !== 'performance') continue;
      if (ref.weight === 0 && audit.scoreDisplayMode !== 'metricSavings') continue;
      failed.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weighted: ref.weight > 0,
        why: whyOf(audit),
      });
    }
  }
  return failed;
}

function lcpElementOf(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: DetailItem[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 200) : '';
}

function medianMetrics(runs: LighthouseMetrics[]): LighthouseMetrics {
  const of = (key: keyof LighthouseMetrics) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    ttiMs: of('ttiMs'),
    cls: of('cls'),
    requests: of('requests'),
  };
}

/** Puts the seed (or nothing) in the origin's localStorage through a short Playwright connection. */
async function seed(port: number, origin: string, value: string | null): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await seedStorage(page, origin, value);
    await page.close();
  } finally {
    // Disconnects only: Chrome keeps running for Lighthouse, with Playwright no longer attached.
    await browser.close();
  }
}

interface Combo extends LighthouseRoute {
  preset: Preset;
  /** How many runs this combination gets. */
  wanted: number;
  runs: LighthouseMetrics[];
  failures: Map<string, FailedAudit>;
  lcpElements: string[];
  clsCulprits: string[];
  mainThread: string[];
  warnings: Set<string>;
  benchmarkIndex: number[];
}

/** Where the main thread went (for TBT): total work and the script that cost most to run. */
function mainThreadOf(lhr: Result): string {
  const work = lhr.audits['mainthread-work-breakdown']?.displayValue;
  const bootup = lhr.audits['bootup-time'];
  const top = (bootup?.details as { items?: { url?: string; total?: number }[] } | undefined)
    ?.items?.[0];
  const script = top?.url
    ? `, most in ${top.url.replace(/^https?:\/\/[^/]+/, '')} (${Math.round(top.total ?? 0)} ms)`
    : '';
  return work ? `main-thread work ${String(work)}${script}` : '';
}

/** The element that shifted most, with its shift score (from the `layout-shifts` audit). */
function clsCulpritOf(lhr: Result): string {
  const details = lhr.audits['layout-shifts']?.details as
    { items?: (DetailItem & { score?: number })[] } | undefined;
  const item = details?.items?.[0];
  if (!item?.node) return '';
  return `${item.node.selector ?? item.node.snippet ?? ''} (shift ${round(item.score ?? 0, 3)})`;
}

async function runOnce(combo: Combo, port: number, origin: string, run: number): Promise<number> {
  const started = Date.now();
  const config: Config | undefined = combo.preset === 'desktop' ? desktopConfig : undefined;
  const flags = {
    port,
    logLevel: 'error' as const,
    output: 'json' as const,
    onlyCategories: [...CATEGORIES],
    disableFullPageScreenshot: true,
    // The 404 page is measured as sent, with its status; Lighthouse refuses a non-2xx page otherwise.
    ignoreStatusCode: true,
  };
  let lhr: Result | undefined;
  // A loaded machine sometimes loses the trace (NO_NAVSTART, NO_FCP): try again, twice at most.
  for (let attempt = 1; !lhr; attempt += 1) {
    const result = await lighthouse(`${origin}${combo.route}`, flags, config);
    const problem = !result ? 'no result' : result.lhr.runtimeError?.message;
    if (!problem && result) lhr = result.lhr;
    else if (attempt >= 3)
      throw new Error(`Lighthouse ${combo.route} (${combo.preset}): ${problem}`);
    else log(`lighthouse ${combo.preset} ${combo.route}: ${problem}; trying again`);
  }
  const metrics = metricsOf(lhr);
  combo.runs.push(metrics);
  combo.lcpElements.push(lcpElementOf(lhr));
  combo.clsCulprits.push(clsCulpritOf(lhr));
  combo.mainThread.push(mainThreadOf(lhr));
  combo.benchmarkIndex.push(Math.round(lhr.environment.benchmarkIndex));
  for (const warning of lhr.runWarnings) combo.warnings.add(String(warning));
  for (const audit of failedAudits(lhr)) {
    const key = `${audit.category}/${audit.id}`;
    const known = combo.failures.get(key);
    if (known) known.runs += 1;
    else combo.failures.set(key, { ...audit, runs: 1 });
  }
  const seconds = (Date.now() - started) / 1000;
  log(
    `lighthouse ${combo.preset} ${combo.label} #${run + 1}: perf ${metrics.performance}, a11y ${metrics.accessibility}, ` +
      `bp ${metrics.bestPractices}, seo ${metrics.seo}, FCP ${round(metrics.fcpMs, 0)} ms, LCP ${round(metrics.lcpMs, 0)} ms, ` +
      `TBT ${round(metrics.tbtMs, 0)} ms, TTI ${round(metrics.ttiMs, 0)} ms, CLS ${round(metrics.cls, 3)}, ${metrics.requests} requests, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)} (${round(seconds)} s)`,
  );
  return seconds * 1000;
}

export interface LighthouseOptions {
  /** The favorites to put in localStorage, as stored, for a given number of them. */
  favoritesSeed: (count: number) => string;
  /** Runs per route on the mobile preset (the figures), and on the desktop one. */
  mobileRuns: number;
  desktopRuns: number;
  /** When to stop starting runs (epoch ms). */
  deadline?: number;
  /** Only the routes whose label contains one of these (all routes when absent). */
  routeFilter?: readonly string[];
}

/** The routes to measure: every route, or those whose label contains one of `filter`. */
export function routesMatching(filter: readonly string[] | undefined): LighthouseRoute[] {
  if (!filter) return [...ROUTES];
  const chosen = ROUTES.filter(({ label }) => filter.some((part) => label.includes(part)));
  if (chosen.length === 0)
    throw new Error(
      `no route matches ${filter.join(', ')}; the routes are ${ROUTES.map((r) => r.label).join(', ')}`,
    );
  return chosen;
}

/**
 * Runs round by round (every route and preset once, then again), so that if the time budget
 * (`deadline`, epoch ms) runs out every combination still has the same number of runs, give or take one.
 */
export async function runLighthouse(
  origin: string,
  options: LighthouseOptions,
): Promise<LighthouseSection> {
  const deadline = options.deadline ?? Number.POSITIVE_INFINITY;
  const runsFor = { mobile: options.mobileRuns, desktop: options.desktopRuns };
  const combos: Combo[] = (['mobile', 'desktop'] as const).flatMap((preset) =>
    // Grouped by the favorites they need: the seed is written only when that changes.
    routesMatching(options.routeFilter)
      .sort((a, b) => a.favorites - b.favorites)
      .map((route) => ({
        ...route,
        preset,
        wanted: runsFor[preset],
        runs: [],
        failures: new Map(),
        lcpElements: [],
        clsCulprits: [],
        mainThread: [],
        warnings: new Set<string>(),
        benchmarkIndex: [],
      })),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const durations: number[] = [];
  let stored: number | null = null;
  let cut = false;
  const rounds = Math.max(runsFor.mobile, runsFor.desktop);
  try {
    for (let run = 0; run < rounds && !cut; run += 1) {
      for (const combo of combos.filter(({ wanted }) => run < wanted)) {
        const average = durations.reduce((a, b) => a + b, 0) / Math.max(1, durations.length);
        if (run > 0 && Date.now() + average > deadline) {
          cut = true;
          log(`lighthouse: time budget reached, stopping after ${durations.length} runs`);
          break;
        }
        if (stored !== combo.favorites) {
          const value = combo.favorites > 0 ? options.favoritesSeed(combo.favorites) : null;
          await seed(chrome.port, origin, value);
          stored = combo.favorites;
        }
        durations.push(await runOnce(combo, chrome.port, origin, run));
      }
    }
  } finally {
    chrome.kill();
  }
  const results = combos.map((combo): LighthouseRouteResult => ({
    route: combo.route,
    label: combo.label,
    preset: combo.preset,
    favorites: combo.favorites,
    runs: combo.runs,
    median: medianMetrics(combo.runs),
    failed: [...combo.failures.values()],
    lcpElement: combo.lcpElements[0] ?? '',
    clsCulprit: combo.clsCulprits.find((culprit) => culprit !== '') ?? '',
    mainThread: combo.mainThread[0] ?? '',
    warnings: [...combo.warnings],
    benchmarkIndex: combo.benchmarkIndex,
  }));
  return {
    runsPerRoute: runsFor.mobile,
    cutByTimeBudget: cut,
    results,
    targets: lighthouseTargets(results),
  };
}

function failedIn(result: LighthouseRouteResult, category: string): string {
  const ids = result.failed
    .filter((audit) => audit.category === category && audit.weighted)
    .map((audit) => `${audit.id} (${audit.why.slice(0, 80)})`);
  return ids.length > 0 ? `failed audits: ${ids.join(', ')}` : '';
}

export function lighthouseTargets(results: readonly LighthouseRouteResult[]): TargetCheck[] {
  const targets: TargetCheck[] = [];
  const section = 'Lighthouse';
  for (const result of results) {
    const { median: m, label, preset } = result;
    const where = `${label} (${preset})`;
    if (preset === 'mobile') {
      targets.push(
        check(
          section,
          `performance ${where}`,
          '100',
          String(m.performance),
          m.performance >= 100,
          failedIn(result, 'performance'),
        ),
      );
    }
    targets.push(
      check(
        section,
        `accessibility ${where}`,
        '100',
        String(m.accessibility),
        m.accessibility >= 100,
        failedIn(result, 'accessibility'),
      ),
      check(
        section,
        `best-practices ${where}`,
        '100',
        String(m.bestPractices),
        m.bestPractices >= 100,
        failedIn(result, 'best-practices'),
      ),
      check(section, `SEO ${where}`, '100', String(m.seo), m.seo >= 100, failedIn(result, 'seo')),
      check(
        section,
        `CLS ${where}`,
        '0',
        String(round(m.cls, 3)),
        m.cls === 0,
        result.clsCulprit ? `shifted most: ${result.clsCulprit}` : undefined,
      ),
      check(
        section,
        `TBT ${where}`,
        '≤ 200 ms',
        `${round(m.tbtMs, 0)} ms`,
        m.tbtMs <= 200,
        result.mainThread || undefined,
      ),
    );
    if (preset === 'mobile') {
      targets.push(
        check(section, `TTI ${where}`, '≤ 1800 ms', `${round(m.ttiMs, 0)} ms`, m.ttiMs <= 1800),
        check(section, `FCP ${where}`, '≤ 900 ms', `${round(m.fcpMs, 0)} ms`, m.fcpMs <= 900),
        check(
          section,
          `LCP ${where}`,
          '≤ 1200 ms',
          `${round(m.lcpMs, 0)} ms`,
          m.lcpMs <= 1200,
          result.lcpElement ? `LCP element: ${result.lcpElement}` : undefined,
        ),
      );
    }
  }
  return targets;
}
