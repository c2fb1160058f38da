/**
 * The phone profile: Chromium's own CPU and network throttling through the DevTools protocol, as
 * Lighthouse's mobile preset slows a page (CPU ×4, 1.6 Mbit/s down, 750 kbit/s up, 150 ms RTT).
 * Every page of a test in the `phone` project runs under it.
 */
import { test as base, type Page } from '@playwright/test';

export const PHONE_CPU_SLOWDOWN = 4;
export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await slowDown(page);
    await provide(page);
  },
});

export { expect } from '@playwright/test';

/** How many times each first-interaction check runs: once is luck, five times is a behaviour. */
export const RUNS = [1, 2, 3, 4, 5];
