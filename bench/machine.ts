/** What the benchmark ran on, and what it measured: numbers only mean something next to these. */
import { execFileSync, spawn } from 'node:child_process';
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
}

/**
 * Whether a font on this machine draws the header's logo emoji (🎬, U+1F3AC), as every phone's
 * does. Without one, Chromium searches every font for it in the first layout of each page.
 * Unknown (true) where fontconfig's `fc-list` is not there to ask.
 */
export function hasEmojiFont(): boolean {
  try {
    return (
      execFileSync('fc-list', [':charset=1f3ac', 'family'], { encoding: 'utf8' }).trim() !== ''
    );
  } catch {
    return true;
  }
}

/** One core kept busy by another process (`node -e "for(;;){}"`), until the function returned is called. */
export function busyCore(): () => void {
  const child = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  const stop = () => child.kill('SIGKILL');
  // A run that dies of an uncaught error must not leave the loop running: every later timing would be off.
  process.once('exit', stop);
  return () => {
    process.off('exit', stop);
    stop();
  };
}

/** 1-, 5- and 15-minute load averages: other work on the machine skews every timing. */
export const loadAverage = (): number[] => os.loadavg().map((value) => round(value, 2));

export function machineInfo(): MachineInfo {
  return {
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: round(os.totalmem() / 1024 ** 3, 1),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: chromiumVersion(),
  };
}

export interface Commit {
  hash: string;
  /** Tracked files differed from it when the run started. */
  uncommittedChanges: boolean;
}

/** The checked-out commit. `own` is left out of the changes: the page the bench itself writes. */
export function currentCommit(root: string, own: string): Commit {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const changed = git('status', '--porcelain', '--untracked-files=no')
      .split('\n')
      .filter((line) => line.trim() && !line.endsWith(own));
    return {
      hash: git('rev-parse', '--short', 'HEAD').trim(),
      uncommittedChanges: changed.length > 0,
    };
  } catch {
    return { hash: 'unknown', uncommittedChanges: false };
  }
}
