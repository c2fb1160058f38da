/** What the benchmark ran on: numbers only mean something next to these. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { chromiumVersion } from './browser.ts';
import { round } from './util.ts';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  chromium: string;
  lighthouse: string;
  /** 1-, 5- and 15-minute load averages: other work on the machine skews every timing. */
  loadAverageStart: number[];
  loadAverageEnd: number[];
}

function packageVersion(name: string): string {
  try {
    const path = createRequire(import.meta.url).resolve(`${name}/package.json`);
    return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

export const loadAverage = (): number[] => os.loadavg().map((value) => round(value, 2));

export function machineInfo(loadAverageStart: number[]): MachineInfo {
  return {
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: round(os.totalmem() / 1024 ** 3, 1),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: chromiumVersion(),
    lighthouse: packageVersion('lighthouse'),
    loadAverageStart,
    loadAverageEnd: loadAverage(),
  };
}
