/**
 * `npm run bench` (after `npm run build`): runs each section, then rewrites its block in
 * docs/performance.md (bench/page.ts). Flags: --only=<section>[,<section>] (the rest keep their
 * blocks), --runs=5 (first interaction, start-up, interaction), --press-runs=5, --presses=<substring>[,…]
 * (only the presses so named), --against=REF[,REF] (presses, start-up, Lighthouse: each commit named, built in
 * a worktree, measured in the same run),
 * --lighthouse-runs=5, --growth-runs=3, --load-seconds=15 and --connections=50 (server); sync reads its own
 * (bench/sync.ts). See bench/README.md.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { snapshotDist, startAppServer, type AppServer } from './appServer.ts';
import { launchBrowser } from './browser.ts';
import { calibrate, phoneProfiles, type Calibration, type PhoneProfile } from './calibration.ts';
import { runFirstInteraction } from './firstInteraction.ts';
import { count, list } from './flags.ts';
import { runGrowth } from './growth.ts';
import { runInteraction } from './interaction.ts';
import { runLighthouse } from './lighthouse.ts';
import { currentCommit, hasEmojiFont, loadAverage, machineInfo } from './machine.ts';
import { PAGE, publish } from './page.ts';
import { runPresses } from './presses.ts';
import { SECTION_NAMES, type SectionFigures, type SectionName } from './report.ts';
import { favoritesValue, realFavorites } from './seed.ts';
import { runServerLoad } from './server.ts';
import { runStartup } from './startup.ts';
import { runSyncBench, syncFlags, syncOptionsFromArgs } from './sync.ts';
import { log } from './util.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * What the shared resources of a run give a section: the app served from a copy of dist/, Chromium,
 * and the phone profiles calibrated on this machine once, before the first section.
 */
interface Shared {
  distDir: string;
  origin: () => Promise<string>;
  browser: () => Promise<Browser>;
  profiles: PhoneProfile[];
}

interface Section<Name extends SectionName> {
  flags: string[];
  /** Runs in the shared Chromium; the others run without it (sync starts its own). */
  browser: boolean;
  run: (shared: Shared) => Promise<SectionFigures[Name]>;
}

function sections(): { [Name in SectionName]: Section<Name> } {
  const runs = count('runs', 5);
  const pressRuns = count('press-runs', 5);
  const lighthouseRuns = count('lighthouse-runs', 5);
  const presses = list('presses');
  const against = list('against');
  const againstFlag = against.length > 0 ? [`--against=${against.join(',')}`] : [];
  const growthRuns = count('growth-runs', 3);
  const loadSeconds = count('load-seconds', 15);
  const connections = count('connections', 50);
  const sync = syncOptionsFromArgs();
  return {
    firstInteraction: {
      flags: [`--runs=${runs}`],
      browser: true,
      run: async (shared) => {
        const origin = await shared.origin();
        const favorites = favoritesValue(await realFavorites(origin, 20));
        return runFirstInteraction(
          await shared.browser(),
          origin,
          { runs, profiles: shared.profiles },
          favorites,
        );
      },
    },
    startup: {
      flags: [`--runs=${runs}`, ...againstFlag],
      browser: true,
      run: async (shared) =>
        runStartup(await shared.browser(), root, await shared.origin(), {
          runs,
          against,
          profiles: shared.profiles,
        }),
    },
    lighthouse: {
      flags: [`--lighthouse-runs=${lighthouseRuns}`, ...againstFlag],
      // Lighthouse drives a Chromium of its own.
      browser: false,
      run: async (shared) =>
        runLighthouse(root, await shared.origin(), { runs: lighthouseRuns, against }),
    },
    interaction: {
      flags: [`--runs=${runs}`],
      browser: true,
      run: async (shared) => runInteraction(await shared.browser(), await shared.origin(), runs),
    },
    presses: {
      flags: [
        `--press-runs=${pressRuns}`,
        ...againstFlag,
        ...(presses.length > 0 ? [`--presses=${presses.join(',')}`] : []),
      ],
      browser: true,
      run: async (shared) =>
        runPresses(await shared.browser(), root, await shared.origin(), {
          runs: pressRuns,
          against,
          profiles: shared.profiles,
          presses,
        }),
    },
    growth: {
      flags: [`--growth-runs=${growthRuns}`],
      browser: true,
      run: async (shared) => runGrowth(await shared.browser(), await shared.origin(), growthRuns),
    },
    server: {
      flags: [`--load-seconds=${loadSeconds}`, `--connections=${connections}`],
      browser: false,
      run: async (shared) =>
        runServerLoad(shared.distDir, await shared.origin(), connections, loadSeconds),
    },
    sync: {
      flags: syncFlags(sync),
      browser: false,
      run: (shared) => runSyncBench({ ...sync, profiles: shared.profiles }),
    },
  };
}

function selected(): SectionName[] {
  const names = list('only', SECTION_NAMES);
  if (names.length === 0) throw new Error('--only= names no section');
  const unknown = names.filter((name) => !(SECTION_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(
      `unknown section(s) ${unknown.join(', ')}; choose from ${SECTION_NAMES.join(', ')}`,
    );
  return SECTION_NAMES.filter((name) => names.includes(name));
}

/** A build's fingerprint: dist/ against the copy a run measures says when it was rebuilt. */
function buildFingerprint(distDir: string): string {
  try {
    return createHash('sha256')
      .update(readFileSync(join(distDir, 'index.html')))
      .digest('hex');
  } catch {
    return 'missing';
  }
}

async function main(): Promise<number> {
  const only = selected();
  const all = sections();
  const commit = currentCommit(root, PAGE);
  const snapshot = await snapshotDist(root);
  const measured = buildFingerprint(snapshot.dir);
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  const failed: string[] = [];
  try {
    if (!hasEmojiFont())
      log(
        "warning: no emoji font here (Debian: fonts-noto-color-emoji); a phone has one, and each page's first layout will search every font for the logo's 🎬",
      );
    browser = await launchBrowser();
    // Un-throttled and before anything of the bench's own runs beside it.
    const calibration: Calibration = await calibrate(browser);
    const shared: Shared = {
      distDir: snapshot.dir,
      origin: async () => {
        server ??= await startAppServer(root, snapshot.dir);
        return server.origin;
      },
      browser: async () => (browser ??= await launchBrowser()),
      profiles: phoneProfiles(calibration),
    };
    for (const name of only) {
      const section = all[name] as Section<SectionName>;
      if (!section.browser) {
        // An idle Chromium still takes memory and some CPU beside a load test or sync's own browser.
        await browser?.close();
        browser = undefined;
      }
      log(`${name}…`);
      const started = Date.now();
      const loadAverageStart = loadAverage();
      try {
        const figures = await section.run(shared);
        await publish(root, {
          section: name,
          startedAt: new Date(started).toISOString(),
          durationSec: Math.round((Date.now() - started) / 1000),
          commit,
          flags: section.flags,
          machine: machineInfo(),
          loadAverageStart,
          loadAverageEnd: loadAverage(),
          calibration,
          warnings:
            buildFingerprint(join(root, 'dist')) === measured
              ? []
              : ['dist/ was rebuilt during the run; this measured the copy taken at its start.'],
          figures,
        });
        const missed = figures.targets.filter((target) => !target.ok).length;
        log(
          `${name}: ${figures.targets.length - missed} targets met, ${missed} missed; ${PAGE} updated`,
        );
      } catch (error) {
        failed.push(name);
        log(
          `${name} failed, its block left as it was: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  } finally {
    await browser?.close();
    await server?.stop();
    snapshot.remove();
  }
  return failed.length > 0 ? 1 : 0;
}

process.exitCode = await main();
