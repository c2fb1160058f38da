/** Chromium for the benchmark: one path, one set of flags, and a small in-page timing helper. */
import { execFileSync } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.ts';

/** The same Chromium as the end-to-end suite: CHROME_PATH, else Debian's, else Playwright's own. */
export const CHROME_PATH = findChromium();

export function chromiumVersion(): string {
  try {
    return execFileSync(CHROME_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

export function launchBrowser(): Promise<Browser> {
  // Playwright adds --headless itself.
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
}

/**
 * Elements to wait for: a visible match of `selector` (whose text includes `text`, or differs from
 * `changedFrom`), or, with `gone`, none.
 */
export interface WatchSpec {
  selector: string;
  text?: string;
  changedFrom?: string;
  gone?: boolean;
}

/** What the page-side helper offers; the functions run in the browser (see PAGE_HELPER). */
export interface ResourceTime {
  name: string;
  startTime: number;
  responseEnd: number;
}

interface BenchHelper {
  /** Paint time (performance.now(), ms since navigation start) of each finished watch. */
  results: Record<string, number>;
  /** event.timeStamp of the last click, key press and form control change (same clock). */
  lastClick: number;
  /** What the last click landed on. */
  lastClickTarget: unknown;
  lastKey: number;
  lastChange: number;
  watch: (name: string, spec: WatchSpec) => void;
  resources: (part: string) => ResourceTime[];
}

export interface PageGlobals {
  __bench: BenchHelper;
  document: {
    getElementById: (id: string) => object | null;
    querySelector: (selector: string) => object | null;
    documentElement: { scrollHeight: number };
  };
  scrollTo: (x: number, y: number) => void;
  localStorage: {
    getItem: (key: string) => string | null;
    setItem: (key: string, value: string) => void;
    clear: () => void;
  };
  navigator: { serviceWorker: { controller: object | null } };
}

/** The helper's console messages: `<prefix> <name>`, and for a result or a mark, then its time. */
const WATCH = '__bench:watch';
const RESULT = '__bench:result';
const MARK = '__bench:mark';

/**
 * Installed before any page script. `watch(name, selector)` records when a visible element matching
 * `selector` (or, with `gone`, no such element) is first *painted*: a MutationObserver sees the DOM
 * change, then the time is taken after the next frame (requestAnimationFrame, then a user-blocking
 * task, which runs once that frame has been rendered and before any task of the page's). Watches
 * named in `initial` start at document start, so they time a navigation from its start.
 *
 * Each watch started and each result is also written to the console (see `watchResult`), and so is
 * each performance mark the page makes: the bench waits on those messages rather than running a
 * script of Playwright's in the page, whose first run there (Playwright's injected script) costs
 * the page's main thread about 340 ms on the low-tier phone, in the middle of the load being timed.
 */
const PAGE_HELPER = `
(({ initial }) => {
  const pending = new Map();
  const results = {};
  const visible = (el) => el.checkVisibility() && el.getBoundingClientRect().width > 0;
  const matches = (w) => {
    // Text first: visible() forces a layout, which only an element that matches otherwise may cost.
    const found = [...document.querySelectorAll(w.selector)]
      .some((el) => (!w.text || el.textContent.includes(w.text))
        && (w.changedFrom === undefined || el.textContent !== w.changedFrom) && visible(el));
    return w.gone ? !found : found;
  };
  // The first task after the frame is rendered. A user-blocking task runs ahead of the page's own
  // (a scheduler.yield() continuation the app posts from the same frame runs before a message).
  const afterPaint = (done) => requestAnimationFrame(() => {
    if (typeof scheduler !== 'undefined' && scheduler.postTask) {
      scheduler.postTask(() => done(performance.now()), { priority: 'user-blocking' });
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(0);
  });
  const scan = () => {
    for (const [name, w] of pending) {
      if (!matches(w)) continue;
      pending.delete(name);
      afterPaint((time) => {
        results[name] = time;
        console.debug('${RESULT} ' + name + ' ' + time);
      });
    }
    if (pending.size === 0) observer.disconnect();
  };
  const observer = new MutationObserver(scan);
  const start = () => observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  const watch = (name, spec) => {
    delete results[name];
    console.debug('${WATCH} ' + name);
    pending.set(name, spec);
    start();
    scan();
  };
  const resources = (part) => performance.getEntriesByType('resource')
    .filter((entry) => entry.name.includes(part))
    .map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd }));
  const bench = { results, lastClick: 0, lastClickTarget: null, lastKey: 0, lastChange: 0, watch, resources };
  window.__bench = bench;
  document.addEventListener('click', (event) => {
    bench.lastClick = event.timeStamp;
    bench.lastClickTarget = event.target;
  }, true);
  document.addEventListener('keydown', (event) => { bench.lastKey = event.timeStamp; }, true);
  document.addEventListener('change', (event) => { bench.lastChange = event.timeStamp; }, true);
  for (const [name, spec] of initial) { pending.set(name, spec); }
  if (initial.length > 0) start();
  new PerformanceObserver((list) => {
    for (const mark of list.getEntries()) console.debug('${MARK} ' + mark.name + ' ' + mark.startTime);
  }).observe({ type: 'mark' });
})`;

/** The search's result cards, as the app lists them: what every section waiting for results watches. */
export const RESULTS = 'ul[aria-label="Результаты поиска"] > li';

/** A phone's screen, for every part of the bench that times a phone. */
export const PHONE_VIEWPORT = { width: 412, height: 915 };

/** A fresh context (own cache and storage) with the helper; `initial` watches time each navigation. */

export async function newBenchContext(
  browser: Browser,
  initial: readonly (readonly [string, WatchSpec])[] = [],
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'ru-RU',
    ...options,
  });
  await context.addInitScript({ content: `${PAGE_HELPER}(${JSON.stringify({ initial })});` });
  return context;
}

export async function startWatch(page: Page, name: string, spec: WatchSpec): Promise<void> {
  await page.evaluate(([n, s]) => (globalThis as unknown as PageGlobals).__bench.watch(n, s), [
    name,
    spec,
  ] as const);
  // A locator or a waitForFunction first used in a page evaluates Playwright's injected script on
  // the page's main thread (about 340 ms on the low-tier phone). Done now, it is not counted in
  // the timed action, which a visitor's browser never has to pay.
  await page.waitForFunction(() => true, undefined, { polling: 50 });
}

/** Waits until React has taken over the prerendered page (hydration started), then a little more. */
export async function waitForApp(page: Page): Promise<void> {
  // A function, not a string: the app's CSP forbids eval, which a string predicate needs.
  await page.waitForFunction(() => {
    const root = (globalThis as unknown as PageGlobals).document.getElementById('root');
    return Object.keys(root ?? {}).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForTimeout(200);
}

/**
 * Waits for a watch to finish and gives its paint time (ms since navigation start), from the
 * helper's console messages: nothing of Playwright's runs in the page meanwhile. A result already
 * written since the watch's start (or, for an initial watch, since the navigation) counts.
 */
export async function watchResult(page: Page, name: string, timeoutMs = 30_000): Promise<number> {
  const prefix = `${RESULT} ${name} `;
  const next = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith(prefix),
    timeout: timeoutMs,
  });
  const written = (await page.consoleMessages({ filter: 'since-navigation' })).map((message) =>
    message.text(),
  );
  const done = written
    .slice(written.lastIndexOf(`${WATCH} ${name}`) + 1)
    .find((text) => text.startsWith(prefix));
  try {
    const text = done ?? (await next).text();
    return Number(text.slice(prefix.length));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`"${name}" never painted on ${page.url()}: ${reason}`, { cause: error });
  } finally {
    if (done !== undefined) next.catch(() => {});
  }
}

/**
 * When the page makes the performance mark `name` (ms since navigation start). It hears only what
 * is written from the call on: call it beside the navigation that makes the mark (`Promise.all`).
 */
export function markTime(page: Page, name: string, timeoutMs = 30_000): Promise<number> {
  const prefix = `${MARK} ${name} `;
  return page
    .waitForEvent('console', {
      predicate: (message) => message.text().startsWith(prefix),
      timeout: timeoutMs,
    })
    .then((message) => Number(message.text().slice(prefix.length)));
}

/**
 * Waits until `ms` have passed since the page's navigation started. The first look into the page
 * comes once that much time has passed here since the navigation committed, so nothing of
 * Playwright's runs in the page before.
 */
export async function waitUntilPageTime(page: Page, ms: number): Promise<void> {
  let left = ms;
  while (left > 0) {
    await delay(left);
    left = ms - (await page.evaluate(() => performance.now()));
  }
}

/**
 * Presses `target` as a finger does: at its centre, through the browser's input. A locator's own
 * click checks where it lands with listeners on the page's pointer events, which run inside the
 * press being timed (10–25 ms on the low-tier phone); here the checks run before (a trial click:
 * shown, still, enabled, not covered), and where the click landed is read after. It throws when
 * the click landed on anything else.
 */
export async function tap(target: Locator): Promise<void> {
  await target.click({ trial: true });
  const handle = await target.elementHandle();
  const box = await handle?.boundingBox();
  if (!handle || !box) throw new Error('nothing to press');
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const landed = await handle.evaluate((element) => {
    const clicked = (globalThis as unknown as PageGlobals).__bench.lastClickTarget;
    return (element as unknown as { contains(other: unknown): boolean }).contains(clicked);
  });
  if (!landed) throw new Error('the press landed outside its control');
}

export async function lastClick(page: Page): Promise<number> {
  return lastEvent(page, 'lastClick');
}

/** When the last click, key press or form control change happened (ms since navigation start). */
export async function lastEvent(
  page: Page,
  kind: 'lastClick' | 'lastKey' | 'lastChange',
): Promise<number> {
  return page.evaluate((k) => (globalThis as unknown as PageGlobals).__bench[k], kind);
}

export async function resources(page: Page, part: string): Promise<ResourceTime[]> {
  return page.evaluate((p) => (globalThis as unknown as PageGlobals).__bench.resources(p), part);
}
