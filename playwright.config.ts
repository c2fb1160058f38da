import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium.ts';

const HOST = '127.0.0.1';

/** A port nobody listens on now; the OS picks it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

if (!existsSync(new URL('./dist/index.html', import.meta.url))) {
  throw new Error(
    'dist/ is missing: run `npm run test:e2e` (it builds first) or `npx vite build`.',
  );
}

// The config is read again in every worker: the port chosen by the main process travels in the env.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://${HOST}:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is fixed, not retried.
  retries: 0,
  // Two desktop workers keep both cores busy; a phone test spends most of its time waiting (its
  // renderer is slowed, its network throttled), so one more worker runs the phone project beside
  // them. Measured on 2 cores: 2 workers 623 s, 2 + 1 phone 554 s, 2 + 2 phone 606 s, 4 desktop 622 s.
  workers: 3,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  // On failure: a screenshot and the page's accessibility tree (error-context.md), under
  // test-results/e2e/. A trace (DOM snapshots of every step) costs every test a tenth of its time,
  // so it is asked for when a failure needs one: `npx playwright test <file> --trace on`.
  use: {
    baseURL,
    locale: 'ru-RU',
    trace: 'off',
    screenshot: 'only-on-failure',
    // The app's service worker runs as it does for visitors; the specs that inject faults with
    // page.route block it (see FAULTS_NEED_NO_SERVICE_WORKER in e2e/support/omdb.ts).
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'phone/**',
      workers: 2,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
      },
    },
    {
      // A phone on a slow network (e2e/support/phone.ts throttles each page): what a visitor does
      // the moment a page shows. A slowed page takes longer to get anywhere, so its bounds are wider.
      name: 'phone',
      testDir: './e2e/phone',
      workers: 1,
      timeout: 90_000,
      expect: { timeout: 30_000 },
      use: {
        ...devices['Pixel 7'],
        launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: 'npx tsx server/index.ts',
    url: `${baseURL}/`,
    // Every test's devices come from one address: the limit on new sync stores per address and
    // hour (10 by default) would otherwise count the whole run.
    env: {
      PORT: String(port),
      HOST,
      OMDB_API_KEY: '',
      LOG_LEVEL: 'warn',
      SYNC_NEW_STORES_PER_HOUR: '1000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    // The demo server: no key, no internet; /api/omdb/ is answered from the embedded catalog.
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
