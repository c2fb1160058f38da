/**
 * This machine's BenchmarkIndex and the CPU rate of each phone profile (scripts/deviceProfiles.ts),
 * measured once per run in a blank page of the bench's Chromium, as Chrome DevTools calibrates its
 * presets, and the profile applied to a page through the DevTools protocol.
 */
import type { Browser, Page } from '@playwright/test';
import {
  describeRates,
  profileRates,
  SLOW_4G,
  type DeviceProfile,
  type ProfileRate,
} from '../scripts/deviceProfiles.ts';
import { log, median } from './util.ts';

/**
 * Lighthouse's BenchmarkIndex, restated: half the time builds a 10,000-character string a character
 * at a time (work for the garbage collector), half copies a 100,000-element array back and forth
 * (none); each half counts its rounds a second over ten, and the index is their mean. The array
 * half reads the clock only every tenth round, as Lighthouse's does, since reading it every round
 * slows some CPUs out of proportion. A string evaluated in the page: a function handed over by
 * Playwright would carry what the TypeScript loader adds to it.
 */
const BENCHMARK = `(durationMs) => {
  const half = durationMs / 2;
  const perSecond = (rounds, started) => Math.round(rounds / 10 / ((Date.now() - started) / 1000));
  let started = Date.now();
  let rounds = 0;
  while (Date.now() - started < half) {
    let text = '';
    for (let i = 0; i < 10000; i += 1) text += 'a';
    if (text.length === 1) throw new Error('unreachable: keeps the loop from being optimised away');
    rounds += 1;
  }
  const withGc = perSecond(rounds, started);
  const from = [];
  const to = [];
  for (let i = 0; i < 100000; i += 1) from[i] = to[i] = i;
  started = Date.now();
  rounds = 0;
  while (rounds % 10 !== 0 || Date.now() - started < half) {
    const [source, target] = rounds % 2 === 0 ? [from, to] : [to, from];
    for (let i = 0; i < source.length; i += 1) target[i] = source[i];
    rounds += 1;
  }
  return (withGc + perSecond(rounds, started)) / 2;
}`;

/** Lighthouse's own length for the machine's index; DevTools' shorter one for each step of a search. */
const INDEX_MS = 1000;
const STEP_MS = 250;
const INDEX_RUNS = 3;

export interface Calibration {
  machineIndex: number;
  /** Each unslowed run of the index, of which machineIndex is the median. */
  indexRuns: number[];
  rates: ProfileRate[];
  /** One line for every block: the index, each profile's rate, the network. */
  summary: string;
}

/** A phone profile with its rate on this machine, what a section is handed. */
export interface PhoneProfile {
  name: DeviceProfile['name'];
  benchmarkIndex: number;
  cpuRate: number;
}

export const phoneProfiles = (calibration: Calibration): PhoneProfile[] =>
  calibration.rates.map(({ profile, rate }) => ({
    name: profile.name,
    benchmarkIndex: profile.benchmarkIndex,
    cpuRate: rate,
  }));

export async function calibrate(browser: Browser): Promise<Calibration> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    const run = async (rate: number, durationMs: number) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const score = Number(await page.evaluate(`(${BENCHMARK})(${durationMs})`));
      if (!Number.isFinite(score)) throw new Error(`the benchmark scored ${score}`);
      return score;
    };
    await run(1, STEP_MS); // warms V8 up: the first run's code is not yet optimised
    const indexRuns: number[] = [];
    for (let i = 0; i < INDEX_RUNS; i += 1) indexRuns.push(await run(1, INDEX_MS));
    const machineIndex = median(indexRuns);
    const rates = await profileRates(machineIndex, (rate) => run(rate, STEP_MS));
    const calibration = {
      machineIndex,
      indexRuns,
      rates,
      summary: describeRates(machineIndex, rates),
    };
    log(`calibrated: ${calibration.summary} (index runs ${indexRuns.join(', ')})`);
    return calibration;
  } finally {
    await context.close();
  }
}

/** Slows `page` down to the phone: its CPU rate on this machine and Lighthouse's slow 4G. */
export async function emulatePhone(page: Page, profile: PhoneProfile): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

/** How a table names a profile: «low-tier ×5.36». */
export const profileLabel = (profile: PhoneProfile): string =>
  `${profile.name} ×${profile.cpuRate}`;
