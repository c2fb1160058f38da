/**
 * Measures what a first visit to each route fetches (scripts/routeBudgets.ts says what is measured
 * and what it may be): the JS before the app takes over, read from the build, and every JS request
 * until the network is quiet after start-up, in headless Chromium against the production server.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';
import { listening } from './serverProcess.ts';
import { dynamicImports, htmlEntries, isStartChunk, staticImports } from './bundleSize.ts';
import { brotli, MIN_COMPRESSED_BYTES } from './precompress.ts';
import type { Load, RouteBudget } from './routeBudgets.ts';

/** A chunk's name as the build writes it: the name, a dash, an 8-character content hash. */
const HASHED_NAME = /([\w.-]+?)-[\w-]{8}(\.(?:js|css))\b/g;

/**
 * A stand-in for a chunk's hash, set by the chunk's name alone. Like the build's own hashes, most
 * open with B, C or D, so the two pack about alike (the stand-ins a little worse: HASH_STAND_IN_KB).
 */
function standInHash(name: string): string {
  const digest = createHash('sha256').update(name).digest();
  return 'BCD'[digest[0] % 3] + digest.toString('base64url').slice(1, 8);
}

/**
 * The bytes a file takes on the wire (its brotli copy when the build writes one: 1 KB and over),
 * with each chunk it names given a stand-in hash. A real hash changes with its chunk's content, and
 * brotli packs each new one differently: six sets of hashes put the same build of `/` 0.06 KB
 * apart, so an edit to a lazy chunk alone could move a first load over its budget, and two
 * checkouts of one commit could disagree. With the stand-ins a figure moves only with its code.
 */
const measured = new Map<string, number>();

export function wireBytes(distDir: string, file: string): number {
  const path = join(distDir, file);
  const known = measured.get(path);
  if (known !== undefined) return known;
  const text = readFileSync(path, 'utf8').replace(
    HASHED_NAME,
    (_, name: string, extension: string) => `${name}-${standInHash(name)}${extension}`,
  );
  const bytes = Buffer.from(text);
  const size = bytes.length < MIN_COMPRESSED_BYTES ? bytes.length : brotli(bytes).length;
  measured.set(path, size);
  return size;
}

function closure(distDir: string, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(readFileSync(join(distDir, file), 'utf8'), file));
  }
  return [...seen];
}

/** Saving and restoring: main.tsx imports it at once, beside React DOM, before the first render. */
const isPersistenceChunk = (file: string) => /(^|\/)assets\/persistence-[\w-]+\.js$/.test(file);

/** The JS a route fetches before the app takes over, from the build. */
export function filesBeforeTakeover(distDir: string, route: RouteBudget): string[] {
  const html = readFileSync(join(distDir, route.html), 'utf8');
  const boot = closure(distDir, htmlEntries(html));
  const started = boot.flatMap((file) =>
    dynamicImports(readFileSync(join(distDir, file), 'utf8'), file),
  );
  const app = closure(distDir, [...boot, ...started.filter(isStartChunk)]);
  const atStart = app.flatMap((file) =>
    dynamicImports(readFileSync(join(distDir, file), 'utf8'), file),
  );
  const page = route.page
    ? started.filter((file) => new RegExp(`(^|/)assets/${route.page}-[\\w-]+\\.js$`).test(file))
    : [];
  if (route.page && page.length !== 1)
    throw new Error(`the boot script does not import ${route.page} for ${route.route}`);
  return closure(distDir, [...app, ...atStart.filter(isPersistenceChunk), ...page]);
}

export function loadOf(distDir: string, files: readonly string[]): Load {
  const bytes = files.reduce((sum, file) => sum + wireBytes(distDir, file), 0);
  return { kb: bytes / 1024, requests: files.length };
}

/** The service worker's script, in the build's root (src/features/offline/ registers it). */
const SERVICE_WORKER = 'sw.js';

/** How long the network must stay quiet, after start-up's work has begun, to count as settled. */
const QUIET_MS = 1500;
/** Marked by the app when start-up is first over (src/shared/lib/afterStartup.ts). */
const STARTUP_OVER_MARK = 'filmoteka:startup-over';
/** How many routes load at once. */
const ROUTES_AT_ONCE = 3;
/** The most a route may take to settle; beyond it the measurement fails rather than guess. */
const SETTLE_LIMIT_MS = 30_000;

export interface RouteLoad {
  route: string;
  beforeTakeover: Load;
  settled: Load;
  /** Each JS file of the settled load, with its bytes as received (Resource Timing). */
  files: { file: string; bytes: number; encoding: string }[];
}

/**
 * Watches `page` (call before it navigates) for the moment it settles: start-up is over (the app's
 * mark; for a build without it, `fixedWaitMs` after the load event, or at most `markTimeoutMs`
 * after it) and the network has then been quiet for QUIET_MS. `settled` is false past SETTLE_LIMIT_MS.
 */
export function watchSettling(page: Page): {
  settled: (options?: { fixedWaitMs?: number; markTimeoutMs?: number }) => Promise<boolean>;
} {
  const openedAt = Date.now();
  let lastRequestAt = openedAt;
  const active = () => {
    lastRequestAt = Date.now();
  };
  page.on('request', active);
  page.on('response', active);
  return {
    settled: async ({ fixedWaitMs, markTimeoutMs } = {}) => {
      const loadedAt = Date.now();
      const startupOver = async () => {
        const waited = Date.now() - loadedAt;
        if (fixedWaitMs !== undefined) return waited >= fixedWaitMs;
        if (markTimeoutMs !== undefined && waited >= markTimeoutMs) return true;
        return page.evaluate(
          (mark) => performance.getEntriesByName(mark).length > 0,
          STARTUP_OVER_MARK,
        );
      };
      let over = false;
      while (!over || Date.now() - lastRequestAt < QUIET_MS) {
        if (Date.now() - openedAt > SETTLE_LIMIT_MS) return false;
        await page.waitForTimeout(250);
        over ||= await startupOver();
      }
      return true;
    },
  };
}

/**
 * Opens each route in a fresh context (empty storage, no service worker) and records its JS
 * requests until start-up is over (the app marks it: the load event, 2 s without input, an idle
 * moment) and the network has then been quiet for QUIET_MS. `fixedWaitMs` waits that long after
 * the load event instead, for a build from before the mark.
 */
export async function measureRoutes(
  root: string,
  distDir: string,
  routes: readonly RouteBudget[],
  { fixedWaitMs }: { fixedWaitMs?: number } = {},
): Promise<RouteLoad[]> {
  // Before the server starts: without a browser there is nothing to measure, and nothing to stop.
  const executablePath = findChromium();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serveSnapshot.ts'], {
    cwd: root,
    env: { ...process.env, BENCH_DIST_DIR: distDir, OMDB_API_KEY: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = await listening(child);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const measureOne = async (route: RouteBudget): Promise<RouteLoad> => {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      locale: 'ru-RU',
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      const encodings = new Map<string, string>();
      page.on('response', (response) => {
        encodings.set(response.url(), response.headers()['content-encoding'] ?? 'identity');
      });
      const settling = watchSettling(page);
      await page.goto(`${server.origin}${route.path}`, { waitUntil: 'load' });
      if (!(await settling.settled({ fixedWaitMs })))
        throw new Error(`${route.route} never settled`);
      const entries = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry as unknown as { name: string; encodedBodySize: number })
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ name: entry.name, bytes: entry.encodedBodySize })),
      );
      const files = [
        ...entries.map(({ name, bytes }) => ({
          file: new URL(name).pathname.slice(1),
          bytes,
          encoding: encodings.get(name) ?? 'unknown',
        })),
        // The worker is blocked here (its precache would keep the network busy and is no page's
        // JS), but every first visit registers it once start-up is over and fetches its script.
        { file: SERVICE_WORKER, bytes: wireBytes(distDir, SERVICE_WORKER), encoding: 'br' },
      ];
      return {
        route: route.route,
        beforeTakeover: loadOf(distDir, filesBeforeTakeover(distDir, route)),
        settled: {
          kb: files.reduce((sum, file) => sum + file.bytes, 0) / 1024,
          requests: files.length,
        },
        files,
      };
    } finally {
      await context.close();
    }
  };
  try {
    // A route's load is mostly waiting (start-up's idle moment, then QUIET_MS of silence), so a few
    // are measured side by side; what each fetches does not depend on when it settles.
    const results: RouteLoad[] = new Array(routes.length);
    let next = 0;
    const measureNext = async (): Promise<void> => {
      for (let index = next++; index < routes.length; index = next++)
        results[index] = await measureOne(routes[index]);
    };
    await Promise.all(Array.from({ length: ROUTES_AT_ONCE }, measureNext));
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}

const over = (load: Load, budget: Load) => load.kb > budget.kb || load.requests > budget.requests;

export interface RouteLine {
  route: string;
  measured: RouteLoad;
  budget: RouteBudget;
  ok: boolean;
}

export function routeLines(measured: readonly RouteLoad[], budgets: readonly RouteBudget[]) {
  return budgets.map((budget): RouteLine => {
    const load = measured.find((line) => line.route === budget.route);
    if (!load) throw new Error(`${budget.route} was not measured`);
    return {
      route: budget.route,
      measured: load,
      budget,
      ok: !over(load.beforeTakeover, budget.beforeTakeover) && !over(load.settled, budget.settled),
    };
  });
}

const show = (load: Load) => `${load.kb.toFixed(1)} KB / ${load.requests}`;

export function formatRouteTable(lines: readonly RouteLine[]): string {
  const rows = lines.map(
    ({ route, measured, budget, ok }) =>
      `| ${route} | ${show(budget.before.beforeTakeover)} | ${show(measured.beforeTakeover)} | ≤ ${show(budget.beforeTakeover)} | ` +
      `${show(budget.before.settled)} | ${show(measured.settled)} | ≤ ${show(budget.settled)} | ${ok ? 'ok' : 'OVER'} |`,
  );
  return [
    '| route | before take-over: was | now | budget | first visit, settled: was | now | budget | |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
