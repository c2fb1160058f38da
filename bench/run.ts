/**
 * `npm run bench` (after `npm run build`): the performance benchmark. Writes
 * bench/report.md and bench/report.json. Flags: --only=bundle,lighthouse,firstInteraction,interaction,presses,growth,statistics,server,year,sync
 * (a subset; `sync` is bench/sync.ts, which takes its own flags too), --against=REF[,REF] (presses:
 * the same presses on each commit named, built in a worktree, in the same run), --press-runs=5, --lh-runs=5 (mobile), --lh-desktop-runs=1, --lh-routes=charts,favorites (the routes whose
 * label contains one of these), --runs=5 (interaction), --growth-runs=3, --load-seconds=15, --connections=50,
 * --budget-sec=900 (Lighthouse stops repeating runs when the rest would no longer fit in it).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { snapshotDist, startAppServer, type AppServer, type DistSnapshot } from './appServer.ts';
import { launchBrowser } from './browser.ts';
import { measureRoutes } from './bundle.ts';
import { runGrowth } from './growth.ts';
import { runFirstInteraction } from './firstInteraction.ts';
import { measureInsights } from './insights.ts';
import { runInteraction } from './interaction.ts';
import { runPresses } from './presses.ts';
import { runLighthouse } from './lighthouse.ts';
import { loadAverage, machineInfo } from './machine.ts';
import { writeReport, type BenchReport } from './report.ts';
import { favoritesValue, realFavorites, syntheticFavorites } from './seed.ts';
import { runServerLoad } from './server.ts';
import { runSyncBench, syncOptionsFromArgs } from './sync.ts';
import { log, type TargetCheck } from './util.ts';
import { runYearBench } from './year.ts';

const SECTIONS = [
  'bundle',
  'lighthouse',
  'firstInteraction',
  'interaction',
  'presses',
  'growth',
  'statistics',
  'server',
  'year',
  'sync',
] as const;
type Section = (typeof SECTIONS)[number];

const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = fileURLToPath(new URL('.', import.meta.url));

function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

function count(name: string, fallback: number, least = 1): number {
  const raw = flag(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least)
    throw new Error(`--${name} must be a whole number ≥ ${least}, got "${raw}"`);
  return value;
}

function selected(): Set<Section> {
  const raw = flag('only');
  if (raw === undefined) return new Set(SECTIONS);
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown section(s) ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);
  return new Set(names as Section[]);
}

/** `--against=a,b`: the commits to measure the presses on beside this build. */
const againstRefs = (raw: string): string[] =>
  raw
    .split(',')
    .map((ref) => ref.trim())
    .filter(Boolean);

async function main(): Promise<number> {
  const started = Date.now();
  const loadStart = loadAverage();
  const only = selected();
  const options = {
    only: [...only].join(','),
    lhRuns: count('lh-runs', 5),
    lhDesktopRuns: count('lh-desktop-runs', 1, 0),
    runs: count('runs', 5),
    pressRuns: count('press-runs', 5),
    against: flag('against') ?? '',
    growthRuns: count('growth-runs', 3),
    loadSeconds: count('load-seconds', 15),
    connections: count('connections', 50),
    budgetSec: count('budget-sec', 900),
    lhRoutes: flag('lh-routes') ?? 'all',
  };
  // What the later sections take, roughly (measured on the 2-core machine), kept free of Lighthouse.
  const reserveSec =
    (only.has('interaction') ? 12 * options.runs : 0) +
    (only.has('firstInteraction') ? 60 * options.runs : 0) +
    (only.has('presses')
      ? 160 * options.pressRuns * (1 + againstRefs(options.against).length)
      : 0) +
    (only.has('growth') ? 30 * options.growthRuns : 0) +
    (only.has('statistics') ? 15 * options.growthRuns : 0) +
    (only.has('server') ? 4 * (options.loadSeconds + 2) + 10 : 0);
  const lighthouseDeadline = started + (options.budgetSec - reserveSec) * 1000;
  const distHash = () =>
    createHash('sha256')
      .update(readFileSync(join(root, 'dist', 'index.html')))
      .digest('hex');
  let distAtStart = '';
  try {
    distAtStart = distHash();
  } catch {
    // measureRoutes and the server report the missing build
  }
  const report: Omit<BenchReport, 'machine' | 'durationSec' | 'targets'> = {
    timestamp: new Date(started).toISOString(),
    options,
    errors: {},
    warnings: [],
  };
  const attempt = async (section: Section, fn: () => Promise<void>) => {
    if (!only.has(section)) return;
    log(`${section}…`);
    try {
      await fn();
    } catch (error) {
      report.errors[section] = error instanceof Error ? error.message : String(error);
      log(`${section} failed: ${report.errors[section]}`);
    }
  };

  const yearTargets: TargetCheck[] = [];
  const syncTargets: TargetCheck[] = [];
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  let snapshot: DistSnapshot | undefined;
  try {
    snapshot = await snapshotDist(root);
    const distDir = snapshot.dir;
    await attempt('bundle', async () => {
      report.bundle = measureRoutes(distDir);
    });
    if (
      [
        'lighthouse',
        'firstInteraction',
        'interaction',
        'presses',
        'growth',
        'statistics',
        'server',
      ].some((s) => only.has(s as Section))
    ) {
      server = await startAppServer(root, distDir);
      log(
        `server ${server.origin} (pid ${server.pid}), serving a copy of dist/ taken at the start`,
      );
    }
    const origin = server?.origin ?? '';
    await attempt('lighthouse', async () => {
      // Real films for a short list; a long one is made up (the demo catalog has fewer films).
      const real = favoritesValue(await realFavorites(origin, 20));
      report.lighthouse = await runLighthouse(origin, {
        favoritesSeed: (count) => (count <= 20 ? real : favoritesValue(syntheticFavorites(count))),
        mobileRuns: options.lhRuns,
        desktopRuns: options.lhDesktopRuns,
        deadline: lighthouseDeadline,
        routeFilter:
          options.lhRoutes === 'all'
            ? undefined
            : options.lhRoutes.split(',').map((part) => part.trim()),
      });
    });
    if (
      ['firstInteraction', 'interaction', 'presses', 'growth', 'statistics'].some((s) =>
        only.has(s as Section),
      )
    )
      browser = await launchBrowser();
    await attempt('firstInteraction', async () => {
      const favorites = favoritesValue(await realFavorites(origin, 20));
      if (browser)
        report.firstInteraction = await runFirstInteraction(
          browser,
          origin,
          options.runs,
          favorites,
        );
    });
    await attempt('interaction', async () => {
      if (browser) report.interaction = await runInteraction(browser, origin, options.runs);
    });
    await attempt('presses', async () => {
      if (!browser) return;
      const presses = await runPresses(browser, root, origin, {
        runs: options.pressRuns,
        against: againstRefs(options.against),
      });
      report.presses = presses;
    });
    await attempt('growth', async () => {
      if (browser) report.growth = await runGrowth(browser, origin, options.growthRuns);
    });
    await attempt('statistics', async () => {
      if (browser) report.statistics = await measureInsights(browser, origin, options.growthRuns);
    });
    await attempt('year', async () => void yearTargets.push(...runYearBench().targets));
    await browser?.close();
    browser = undefined;
    await attempt('server', async () => {
      report.server = await runServerLoad(
        distDir,
        origin,
        options.connections,
        options.loadSeconds,
      );
    });
    // Its own servers (sync on) and browser, so after the others.
    await attempt('sync', async () => {
      const sync = await runSyncBench(syncOptionsFromArgs());
      syncTargets.push(...sync.targets);
      report.sync = { lines: sync.lines };
    });
  } finally {
    await browser?.close();
    await server?.stop();
    snapshot?.remove();
  }

  try {
    if (distAtStart && distHash() !== distAtStart) {
      report.warnings.push(
        'dist/ was rebuilt while the benchmark ran; everything here measured the copy taken at its start.',
      );
    }
  } catch {
    report.warnings.push(
      'dist/index.html disappeared while the benchmark ran (a rebuild?); everything here measured the copy taken at its start.',
    );
  }
  const full: BenchReport = {
    ...report,
    durationSec: Math.round((Date.now() - started) / 1000),
    machine: machineInfo(loadStart),
    targets: [
      ...(report.bundle?.targets ?? []),
      ...(report.lighthouse?.targets ?? []),
      ...(report.firstInteraction?.targets ?? []),
      ...(report.interaction?.targets ?? []),
      ...(report.presses?.targets ?? []),
      ...(report.growth?.targets ?? []),
      ...(report.statistics?.targets ?? []),
      ...(report.server?.targets ?? []),
      ...yearTargets,
      ...syncTargets,
    ],
  };
  writeReport(full, join(benchDir, 'report.md'), join(benchDir, 'report.json'));
  const missed = full.targets.filter((target) => !target.ok).length;
  log(
    `done in ${full.durationSec} s: ${full.targets.length - missed} targets met, ${missed} missed; ` +
      `wrote bench/report.md and bench/report.json`,
  );
  return Object.keys(full.errors).length > 0 ? 1 : 0;
}

process.exitCode = await main();
