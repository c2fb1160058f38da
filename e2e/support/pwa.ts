/** The app's service worker and install assets, seen from a test. */
import type { Page } from '@playwright/test';

/** Waits until the app's service worker controls the page (it registers once the page is idle). */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** A PNG's width × height, read from its IHDR chunk. */
export function pngSize(png: Buffer): string {
  if (png.subarray(1, 4).toString('latin1') !== 'PNG') return 'not a PNG';
  return `${png.readUInt32BE(16)}×${png.readUInt32BE(20)}`;
}
