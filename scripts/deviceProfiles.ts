/**
 * The phones the benchmark emulates, as Chrome DevTools calibrates its CPU throttling presets: a
 * phone is a score on Lighthouse's BenchmarkIndex, and the CPU rate that brings this machine's score
 * down to it is found by bisection (each step runs the benchmark under that rate), since the score
 * does not fall exactly in proportion to the rate. The bench (bench/calibration.ts) runs the
 * benchmark in Chromium; the search for the rate is here, apart from any browser, so that it is
 * tested in CI (the bench itself never is).
 */

export interface DeviceProfile {
  name: 'mid-tier' | 'low-tier';
  /** Lighthouse's BenchmarkIndex of such a phone. */
  benchmarkIndex: number;
  like: string;
}

/** DevTools' «mid-tier mobile» and «low-tier mobile» presets, faster first. */
export const DEVICE_PROFILES: readonly DeviceProfile[] = [
  { name: 'mid-tier', benchmarkIndex: 1000, like: 'Pixel 5' },
  { name: 'low-tier', benchmarkIndex: 264, like: 'Moto G4 Power' },
];

/**
 * Lighthouse's slow 4G (its mobile default: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), as
 * `Network.emulateNetworkConditions` takes it (bytes per second). Lighthouse's own DevTools
 * throttling stretches the latency to 562.5 ms to stand for the round trips of a connection's setup
 * that request-level throttling leaves out; the presses' targets for one OMDb answer (≤ 300 ms on
 * the mid-tier phone) assume the 150 ms round trip itself, so that is what is applied.
 */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

/** The benchmark's score with the CPU slowed down `rate` times (1: not slowed). */
export type Score = (rate: number) => Promise<number>;

export interface ProfileRate {
  profile: DeviceProfile;
  /** What `Emulation.setCPUThrottlingRate` is given. */
  rate: number;
  /** The benchmark's score at that rate. */
  score: number;
  /** This machine scores below the profile even unslowed: it runs at rate 1, slower than the phone. */
  machineTooSlow: boolean;
}

/** A score this close to the target is a match (DevTools' own tolerance). */
export const MATCH_WITHIN = 10;
export const MAX_STEPS = 8;

/** Chromium keeps a throttling rate to the hundredth. */
export const toHundredths = (rate: number): number => Math.round(rate * 100) / 100;

/**
 * Where the search for a profile's rate starts: were the score in proportion to the rate, the rate
 * would be the machine's index over the phone's; the bounds leave half of that either way.
 */
export function rateBounds(machineIndex: number, targetIndex: number): [number, number] {
  const proportional = machineIndex / targetIndex;
  return [Math.max(1, proportional * 0.5), Math.max(1, proportional * 1.5)];
}

/**
 * Bisects [lower, upper] for the rate at which `score` is within MATCH_WITHIN of `target`: a rate
 * that scores too low is too slow, so the upper bound comes down to it, and the other way round.
 * When MAX_STEPS run out without a match (a busy machine scores unevenly), gives the rate tried
 * whose score came closest.
 */
export async function bisectRate(
  target: number,
  bounds: readonly [number, number],
  score: Score,
): Promise<{ rate: number; score: number }> {
  let [lower, upper] = bounds;
  let closest = { rate: toHundredths(lower), score: Number.NaN };
  const off = (scored: number) => (Number.isNaN(scored) ? Infinity : Math.abs(scored - target));
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const rate = toHundredths((lower + upper) / 2);
    const scored = await score(rate);
    if (off(scored) < off(closest.score)) closest = { rate, score: scored };
    if (off(scored) < MATCH_WITHIN) break;
    if (scored < target) upper = rate;
    else lower = rate;
  }
  return closest;
}

/** Each profile's rate on a machine whose unslowed index is `machineIndex`. */
export async function profileRates(
  machineIndex: number,
  score: Score,
  profiles: readonly DeviceProfile[] = DEVICE_PROFILES,
): Promise<ProfileRate[]> {
  const rates: ProfileRate[] = [];
  for (const profile of profiles) {
    if (machineIndex <= profile.benchmarkIndex) {
      rates.push({ profile, rate: 1, score: machineIndex, machineTooSlow: true });
      continue;
    }
    const found = await bisectRate(
      profile.benchmarkIndex,
      rateBounds(machineIndex, profile.benchmarkIndex),
      score,
    );
    rates.push({ profile, ...found, machineTooSlow: false });
  }
  return rates;
}

/** How a block names the profiles: «mid-tier (index 1000): CPU ×1.42 (scored 1004)». */
export function describeRates(machineIndex: number, rates: readonly ProfileRate[]): string {
  const each = rates.map(({ profile, rate, score, machineTooSlow }) =>
    machineTooSlow
      ? `${profile.name} (index ${profile.benchmarkIndex}): CPU ×1, this machine is slower`
      : `${profile.name} (index ${profile.benchmarkIndex}): CPU ×${rate} (scored ${Math.round(score)})`,
  );
  return (
    `this machine's BenchmarkIndex ${Math.round(machineIndex)}; ${each.join('; ')}; ` +
    `network: Lighthouse's slow 4G (${SLOW_4G.latency} ms, 1.6 Mbit/s down, 750 kbit/s up)`
  );
}
