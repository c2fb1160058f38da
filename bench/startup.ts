/**
 * What starting `/` and the results page of a shared search link cost a phone's main thread, on
 * each phone profile (bench/calibration.ts), quiet and beside a busy core, against a plain
 * client-rendered React app (bench/plainApp/) built and served by the same server in the same run.
 *
 * Blocking time is counted as Lighthouse counts it (each long task's time over 50 ms, from the first
 * paint), but observed in Chromium under the profile rather than simulated, up to
 * WINDOW_MS after navigation: that window holds what is done once the visitor is quiet (the
 * prefetch, the sync engine's start), which Lighthouse's TTI may end before. The JavaScript fetched
 * in the first 6 s is counted beside it (the route budgets' own window).
 */
import type { Browser } from '@playwright/test';
import { newBenchContext, PHONE_VIEWPORT, waitUntilPageTime } from './browser.ts';
import { emulatePhone, profileLabel, type PhoneProfile } from './calibration.ts';
import { PLAIN_APP, serveComparedApps, THIS_APP, type AppName } from './comparedApps.ts';
import { busyCore } from './machine.ts';
import { check, log, median, round, type TargetCheck } from './util.ts';

const WINDOW_MS = 10_000;
const JS_WINDOW_MS = 6_000;
/** The routes loaded, the start page and a shared search link's results page. */
export const STARTUP_ROUTES = ['/', '/?q=matrix'] as const;
export type StartupRoute = (typeof STARTUP_ROUTES)[number];
/**
 * How much more ours may block than the plain app: on `/` twice (item 5 of the loading issue,
 * beside a busy core), on the results page no more at all (item 3 of the phones issue).
 */
const BLOCKING_RATIO: Record<StartupRoute, number> = { '/': 2, '/?q=matrix': 1 };

export type Machine = 'quiet' | 'busy core';

export interface StartupLoad {
  firstPaintMs: number;
  /** The largest contentful paint's last candidate: on the results page, the films drawn. */
  largestPaintMs: number;
  blockingMs: number;
  /** The same, counted from navigation: what a client-rendered app does before it paints is in it. */
  blockingFromStartMs: number;
  longTasks: number;
  /** When the last long task of the window ended (0 without one). */
  lastLongTaskEndMs: number;
  /**
   * What ran longest in each long task after the first paint: how it was called and its file, the
   * file's hash left out (`resolve-promise import.then app.js`); «unattributed» when no script did.
   */
  longTaskCauses: string[];
  jsKb: number;
  jsRequests: number;
}

export interface StartupRow {
  profile: PhoneProfile;
  route: StartupRoute;
  app: AppName;
  machine: Machine;
  loads: StartupLoad[];
  blockingMedianMs: number;
}

export interface StartupSection {
  runs: number;
  windowMs: number;
  rows: StartupRow[];
  targets: TargetCheck[];
}

/**
 * Collects long tasks from the document's first moment (a script run before the page's own), and
 * the scripts of long animation frames: what ran in a long task, by how it was called and its file.
 */
const LONG_TASKS = `(() => {
  const tasks = [];
  const scripts = [];
  window.__longTasks = tasks;
  window.__longFrameScripts = scripts;
  window.__largestPaint = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__largestPaint = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  if (!PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) return;
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries())
      for (const script of frame.scripts)
        scripts.push([script.startTime, script.duration, script.invokerType + ' ' + script.invoker, script.sourceURL]);
  }).observe({ type: 'long-animation-frame', buffered: true });
})();`;

interface ScriptEntry {
  name: string;
  responseEnd: number;
  transferSize: number;
}

/** What the page's own globals offer the measurement (the bench is typed without the DOM). */
interface LoadGlobals {
  __longTasks: [number, number][];
  __longFrameScripts: [number, number, string, string][];
  __largestPaint: number;
  performance: {
    getEntriesByName(name: string): { startTime: number }[];
    getEntriesByType(type: 'resource'): ScriptEntry[];
  };
}

async function loadOnce(
  browser: Browser,
  address: string,
  profile: PhoneProfile,
): Promise<StartupLoad> {
  const context = await newBenchContext(browser, [], { viewport: PHONE_VIEWPORT });
  try {
    await context.addInitScript({ content: LONG_TASKS });
    const page = await context.newPage();
    await emulatePhone(page, profile);
    await page.goto(address, { waitUntil: 'commit' });
    // Waited out here, not polled in the page: a script of Playwright's run there during the
    // window would be timed as the app's (its first run costs the low-tier phone about 340 ms).
    await waitUntilPageTime(page, WINDOW_MS);
    return await page.evaluate(
      ([windowMs, jsWindowMs]) => {
        const {
          __longTasks: tasks,
          __longFrameScripts: frameScripts,
          __largestPaint: largestPaint,
          performance: timing,
        } = globalThis as unknown as LoadGlobals;
        const paint = timing.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const inWindow = tasks.filter(([start]) => start < windowMs);
        const counted = inWindow.filter(([start]) => start >= paint);
        const scripts = timing
          .getEntriesByType('resource')
          .filter((entry) => /\.m?js(\?|$)/.test(entry.name) && entry.responseEnd <= jsWindowMs);
        return {
          firstPaintMs: paint,
          largestPaintMs: largestPaint,
          // Inline callbacks: a named function here would reach the page wrapped in tsx's helper.
          blockingMs: counted.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
          blockingFromStartMs: inWindow.reduce(
            (sum, [, duration]) => sum + Math.max(0, duration - 50),
            0,
          ),
          longTasks: counted.length,
          lastLongTaskEndMs: Math.max(0, ...counted.map(([start, duration]) => start + duration)),
          longTaskCauses: counted.map(([start, duration]) => {
            const inTask = frameScripts
              .filter(([at, took]) => at < start + duration && at + took > start)
              .sort((a, b) => b[1] - a[1]);
            if (inTask.length === 0) return 'unattributed';
            const [, , invoker, url] = inTask[0];
            // Addresses shortened to the file, hashes left out: the same cause reads the same.
            return `${invoker} ${url}`
              .replace(/https?:\/\/\S*\//g, '')
              .replace(/-[\w-]{8}\.js/g, '.js')
              .trim();
          }),
          jsKb: scripts.reduce((sum, entry) => sum + entry.transferSize, 0) / 1024,
          jsRequests: scripts.length,
        };
      },
      [WINDOW_MS, JS_WINDOW_MS] as const,
    );
  } finally {
    await context.close();
  }
}

export async function runStartup(
  browser: Browser,
  root: string,
  origin: string,
  options: { runs: number; against: readonly string[]; profiles: readonly PhoneProfile[] },
): Promise<StartupSection> {
  const { runs } = options;
  const rows: StartupRow[] = [];
  const { origins, stop } = await serveComparedApps(root, origin, options.against);
  try {
    const apps = Object.keys(origins);
    for (const profile of options.profiles) {
      for (const machine of ['quiet', 'busy core'] as const) {
        const stopBusy = machine === 'busy core' ? busyCore() : () => {};
        try {
          for (const route of STARTUP_ROUTES) {
            const loads: Record<AppName, StartupLoad[]> = Object.fromEntries(
              apps.map((app) => [app, []]),
            );
            for (let run = 0; run < runs; run += 1) {
              for (const app of apps) {
                const load = await loadOnce(browser, `${origins[app]}${route}`, profile);
                log(
                  `startup ${profileLabel(profile)}, ${machine}, ${route}, ${app} #${run + 1}: blocking ${round(load.blockingMs, 0)} ms (from navigation ${round(load.blockingFromStartMs, 0)} ms), first paint ${round(load.firstPaintMs, 0)} ms, largest paint ${round(load.largestPaintMs, 0)} ms, JS ${round(load.jsKb, 1)} KB in ${load.jsRequests}`,
                );
                loads[app].push(load);
              }
            }
            for (const app of apps)
              rows.push({
                profile,
                route,
                app,
                machine,
                loads: loads[app],
                blockingMedianMs: median(loads[app].map((load) => load.blockingMs)),
              });
          }
        } finally {
          stopBusy();
        }
      }
    }
  } finally {
    await stop();
  }
  /** One profile, route and machine: a row of each app. */
  type Case = Pick<StartupRow, 'profile' | 'route' | 'machine'>;
  const medianOf = (
    { profile, route, machine }: Case,
    app: AppName,
    of: (load: StartupLoad) => number,
  ) =>
    median(
      rows
        .find(
          (row) =>
            row.profile === profile &&
            row.route === route &&
            row.machine === machine &&
            row.app === app,
        )
        ?.loads.map(of) ?? [],
    );
  /** Ours against the plain app's times the route's ratio, in one case, one way of counting. */
  const ratioCheck = (at: Case, counted: string, of: (load: StartupLoad) => number) => {
    const { profile, route, machine } = at;
    const ratio = BLOCKING_RATIO[route];
    const plainMs = medianOf(at, PLAIN_APP, of);
    const oursMs = medianOf(at, THIS_APP, of);
    return check(
      'startup',
      `${profileLabel(profile)}: blocking time on \`${route}\` ${machine === 'quiet' ? 'on a quiet machine' : 'beside a busy core'}, ${counted}, against the plain app's ${round(plainMs, 0)} ms`,
      ratio === 1 ? `≤ the plain app's` : `≤ ${ratio}× (${round(ratio * plainMs, 0)} ms)`,
      `${round(oursMs, 0)} ms`,
      oursMs <= ratio * plainMs,
    );
  };
  const fromPaint = (load: StartupLoad) => load.blockingMs;
  const fromNavigation = (load: StartupLoad) => load.blockingFromStartMs;
  const [lowTier] = [...options.profiles].sort((a, b) => a.benchmarkIndex - b.benchmarkIndex);
  return {
    runs,
    windowMs: WINDOW_MS,
    rows,
    targets: [
      ...options.profiles.flatMap((profile) => {
        const onStart = { profile, route: '/', machine: 'busy core' } as const;
        return [
          ratioCheck(onStart, 'from the first paint', fromPaint),
          ratioCheck(onStart, 'from navigation', fromNavigation),
        ];
      }),
      // The results page on the low-tier phone, quiet and beside a busy core.
      ...(lowTier
        ? (['quiet', 'busy core'] as const).flatMap((machine) => {
            const onResults = { profile: lowTier, route: '/?q=matrix', machine } as const;
            return [
              ratioCheck(onResults, 'from the first paint', fromPaint),
              ratioCheck(onResults, 'from navigation', fromNavigation),
            ];
          })
        : []),
    ],
  };
}
