import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  bisectRate,
  DEVICE_PROFILES,
  describeRates,
  MATCH_WITHIN,
  MAX_STEPS,
  profileRates,
  rateBounds,
  SLOW_4G,
  type Score,
} from './deviceProfiles.ts';

/** A machine whose score falls as `1 / rate ** power`, counting the benchmark's runs. */
function machine(index: number, power = 1) {
  const tried: number[] = [];
  const score: Score = async (rate) => {
    tried.push(rate);
    return index / rate ** power;
  };
  return { score, tried };
}

describe('the CPU rate of a profile', () => {
  it('brings a 1,415 machine to each phone when the score is in proportion to the rate', async () => {
    const { score } = machine(1415);
    const [mid, low] = await profileRates(1415, score);
    expect(mid.profile.benchmarkIndex).toBe(1000);
    expect(Math.abs(mid.score - 1000)).toBeLessThan(MATCH_WITHIN);
    expect(mid.rate).toBeCloseTo(1.415, 1);
    expect(Math.abs(low.score - 264)).toBeLessThan(MATCH_WITHIN);
    expect(low.rate).toBeGreaterThan(5.2);
    expect(low.rate).toBeLessThan(5.55);
  });

  it('follows a score that falls faster than the rate', async () => {
    const { score } = machine(3000, 1.3);
    const [, low] = await profileRates(3000, score);
    expect(Math.abs(low.score - 264)).toBeLessThan(MATCH_WITHIN);
    // In proportion it would be 11.4; a steeper fall needs less.
    expect(low.rate).toBeLessThan(8);
  });

  it('stops at the first match, runs the benchmark at most MAX_STEPS times, keeps the closest', async () => {
    const near = machine(2000);
    await bisectRate(1000, [1.5, 2.5], near.score);
    expect(near.tried).toEqual([2]);
    const unreachable = machine(2000);
    const found = await bisectRate(1000, [5, 6], unreachable.score);
    expect(unreachable.tried).toHaveLength(MAX_STEPS);
    // Every rate tried scored too low: the closest is the fastest of them.
    expect(found.rate).toBe(Math.min(...unreachable.tried));
  });

  it('gives rates to the hundredth, as Chromium keeps them', async () => {
    const { score, tried } = machine(1777);
    await profileRates(1777, score);
    for (const rate of tried) expect(Math.round(rate * 100) / 100).toBe(rate);
  });

  it('runs a machine slower than a phone unslowed, and says so', async () => {
    const { score, tried } = machine(600);
    const [mid, low] = await profileRates(600, score);
    expect(mid).toMatchObject({ rate: 1, machineTooSlow: true });
    expect(low.machineTooSlow).toBe(false);
    expect(tried.every((rate) => rate >= 1)).toBe(true);
    expect(describeRates(600, [mid, low])).toContain('mid-tier (index 1000): CPU ×1, this machine');
  });

  it('never searches below rate 1', () => {
    expect(rateBounds(1100, 1000)[0]).toBe(1);
    expect(rateBounds(2640, 264)).toEqual([5, 15]);
  });
});

describe('the profiles as the bench documents them', () => {
  // One line: the page wraps its prose anywhere.
  const readme = readFileSync(new URL('../bench/README.md', import.meta.url), 'utf8').replace(
    /\s+/g,
    ' ',
  );

  it('names each profile with its index', () => {
    for (const { name, benchmarkIndex } of DEVICE_PROFILES)
      expect(readme).toContain(`${name} (index ${benchmarkIndex})`);
  });

  it('states the network the profiles use', () => {
    expect(SLOW_4G.latency).toBe(150);
    expect(readme).toContain(`${SLOW_4G.latency} ms round trip, 1.6 Mbit/s down, 750 kbit/s up`);
    expect(SLOW_4G.downloadThroughput).toBe(209715.2);
    expect(SLOW_4G.uploadThroughput).toBe(96000);
  });

  it('has no fixed CPU rate left in the bench', () => {
    expect(readme).not.toMatch(/CPU ×4/);
  });
});
