/**
 * Lighthouse's own verdict, mobile preset as it ships (its simulated slow 4G and fourfold CPU slowdown), on the
 * results page of a shared search link and on `/`: this build, each `--against` commit and the
 * plain client-rendered React app (bench/plainApp/), the apps taking turns, a cold load each time.
 * Unlike the other sections it does not use the calibrated profiles: it is the yardstick others
 * run, and its simulation depends less on this machine's load.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../scripts/chromium.ts';
import { CHROME_PATH } from './browser.ts';
import { PLAIN_APP, serveComparedApps, THIS_APP, type AppName } from './comparedApps.ts';
import { check, log, median, round, type TargetCheck } from './util.ts';

export const LIGHTHOUSE_ROUTES = ['/?q=matrix', '/'] as const;
export type LighthouseRoute = (typeof LIGHTHOUSE_ROUTES)[number];

export interface LighthouseLoad {
  totalBlockingMs: number;
  interactiveMs: number;
  firstPaintMs: number;
  largestPaintMs: number;
  requests: number;
  score: number;
}

export interface LighthouseRow {
  route: LighthouseRoute;
  app: AppName;
  loads: LighthouseLoad[];
}

export interface LighthouseSection {
  runs: number;
  version: string;
  rows: LighthouseRow[];
  targets: TargetCheck[];
}

async function audit(
  chrome: LaunchedChrome,
  address: string,
): Promise<LighthouseLoad & { version: string }> {
  const result = await lighthouse(address, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${address}`);
  const { audits, categories, lighthouseVersion, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${address}: ${runtimeError.message}`);
  const value = (id: string) => {
    const figure = audits[id]?.numericValue;
    if (figure === undefined) throw new Error(`Lighthouse gave no ${id} for ${address}`);
    return figure;
  };
  const requests = audits['network-requests']?.details;
  return {
    version: lighthouseVersion,
    totalBlockingMs: value('total-blocking-time'),
    interactiveMs: value('interactive'),
    firstPaintMs: value('first-contentful-paint'),
    largestPaintMs: value('largest-contentful-paint'),
    requests: requests?.type === 'table' ? requests.items.length : Number.NaN,
    score: Math.round((categories.performance?.score ?? 0) * 100),
  };
}

export async function runLighthouse(
  root: string,
  origin: string,
  options: { runs: number; against: readonly string[] },
): Promise<LighthouseSection> {
  let chrome: LaunchedChrome | undefined;
  const rows: LighthouseRow[] = [];
  let version = 'unknown';
  const { origins, stop } = await serveComparedApps(root, origin, options.against);
  try {
    chrome = await launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    for (const route of LIGHTHOUSE_ROUTES) {
      const loads: Record<AppName, LighthouseLoad[]> = Object.fromEntries(
        Object.keys(origins).map((app) => [app, []]),
      );
      for (let run = 0; run < options.runs; run += 1) {
        for (const [app, appOrigin] of Object.entries(origins)) {
          const { version: ran, ...load } = await audit(chrome, `${appOrigin}${route}`);
          version = ran;
          log(
            `lighthouse ${route}, ${app} #${run + 1}: TBT ${round(load.totalBlockingMs, 0)} ms, TTI ${round(load.interactiveMs, 0)} ms, LCP ${round(load.largestPaintMs, 0)} ms, ${load.requests} requests, score ${load.score}`,
          );
          loads[app].push(load);
        }
      }
      for (const [app, appLoads] of Object.entries(loads))
        rows.push({ route, app, loads: appLoads });
    }
  } finally {
    chrome?.kill();
    await stop();
  }
  const medianOf = (route: LighthouseRoute, app: AppName, of: (load: LighthouseLoad) => number) =>
    median(rows.find((row) => row.route === route && row.app === app)?.loads.map(of) ?? []);
  /** Item 3 of the phones issue: the results page no worse than the plain app, by Lighthouse. */
  const noWorse = (what: string, of: (load: LighthouseLoad) => number) => {
    const route = '/?q=matrix';
    const plainMs = medianOf(route, PLAIN_APP, of);
    const oursMs = medianOf(route, THIS_APP, of);
    return check(
      'lighthouse',
      `Lighthouse mobile: ${what} of \`${route}\`, against the plain app's ${round(plainMs, 0)} ms`,
      "≤ the plain app's",
      `${round(oursMs, 0)} ms`,
      oursMs <= plainMs,
    );
  };
  return {
    runs: options.runs,
    version,
    rows,
    targets: [
      noWorse('total blocking time', (load) => load.totalBlockingMs),
      noWorse('time to interactive', (load) => load.interactiveMs),
    ],
  };
}
