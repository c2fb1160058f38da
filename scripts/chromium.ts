/**
 * Which Chromium the end-to-end suite, the benchmarks and the icon script drive: never downloaded
 * by a script, found on the machine or named.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Flags that work in a sandboxless container without internet (no update checks, no GPU). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

function playwrightsOwnChromium(): string | null {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** CHROME_PATH, else Debian's Chromium, else Playwright's own if someone installed it; else stop with a way out. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.CHROME_PATH?.trim();
  if (named) {
    if (!existsSync(named)) {
      throw new Error(
        `CHROME_PATH is set to "${named}", but no file is there: point it at a Chrome or Chromium ` +
          "binary, or unset it to use Debian's (`apt-get install -y chromium`).",
      );
    }
    return named;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const own = playwrightsOwnChromium();
  if (own) return own;
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one with `apt-get install -y chromium` ' +
      `(it lands in ${DEBIAN_CHROMIUM}), or set CHROME_PATH to a Chrome or Chromium binary.`,
  );
}

/**
 * The browser the end-to-end suite drives: Chromium's headless shell where it is installed
 * (`apt-get install chromium-headless-shell`), the same engine without the full browser behind each
 * page, which runs the suite in half the time; else findChromium's. CHROME_PATH still wins. The
 * benchmarks and the size check keep the full browser, as a visitor's.
 */
export function findTestChromium(env: NodeJS.ProcessEnv = process.env): string {
  if (!env.CHROME_PATH?.trim() && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return findChromium(env);
}
