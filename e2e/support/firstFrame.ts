/**
 * The first frame of a page as a browser without `blocking="render"` (Firefox) draws it: the
 * attribute stripped from the served HTML, and the page's module scripts held back until that frame
 * has been recorded, so nothing they do can be on it.
 */
import { expect, type Page } from '@playwright/test';
import { releaseGate } from './app';
import { seedStorage } from './storage';

/** The theme the document wears and the page's background, as the first frame drew them. */
export interface FirstFrame {
  theme: string;
  background: string;
}

/** The tokens' page backgrounds, light and dark (src/shared/styles/tokens.css). */
export const LIGHT = 'rgb(245, 246, 250)';
export const DARK = 'rgb(18, 19, 26)';

/**
 * Records, in every document the page opens, what its first frame shows: a requestAnimationFrame
 * callback asked for as soon as the document exists runs in the first rendering update, just
 * before that frame is drawn.
 */
export async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const record = window as unknown as { e2eFirstFrame?: FirstFrame };
      record.e2eFirstFrame = {
        theme: document.documentElement.getAttribute('data-theme') ?? 'system',
        background: document.body ? getComputedStyle(document.body).backgroundColor : 'no body yet',
      };
    });
  });
}

/** What the current document's first frame showed (waits for that frame). */
export async function firstFrame(page: Page): Promise<FirstFrame> {
  await expect
    .poll(() => page.evaluate(() => 'e2eFirstFrame' in window), { message: 'a first frame' })
    .toBe(true);
  return page.evaluate(() => (window as unknown as { e2eFirstFrame: FirstFrame }).e2eFirstFrame);
}

const BLOCKING = /\sblocking="render"/g;
const MODULE_SCRIPTS =
  /<(?:script[^>]*\stype="module"[^>]*\ssrc|link[^>]*\srel="modulepreload"[^>]*\shref)="([^"]+)"/g;

/**
 * Serves the page's documents without `blocking="render"`, and holds every module script or
 * modulepreload a document names until `release` is called. Documents the service worker serves
 * never reach this route: a test using it keeps the worker out (`serviceWorkers: 'block'`).
 */
export async function withoutRenderBlocking(page: Page): Promise<{ release: () => void }> {
  const gate = releaseGate();
  const held = new Set<string>();
  await page.route('**/*', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.resourceType() === 'document') {
      const response = await route.fetch();
      const html = (await response.text()).replace(BLOCKING, '');
      for (const [, src] of html.matchAll(MODULE_SCRIPTS)) held.add(new URL(src, url).pathname);
      const headers = { ...response.headers() };
      // The text is decoded and changed: neither its old encoding nor its old length holds.
      delete headers['content-encoding'];
      delete headers['content-length'];
      return route.fulfill({ response, headers, body: html });
    }
    if (held.has(url.pathname)) await gate.released;
    return route.fallback();
  });
  return { release: gate.release };
}

/** Marked by the app once it has taken the page over (src/boot/takeover.ts). */
const TAKEOVER_MARK = 'filmoteka:takeover';

/**
 * With «Тёмная» stored and a light system, opens `path` without `blocking="render"` and with the
 * module scripts held back: its first frame must be dark. Then the scripts arrive, the app takes
 * the page over, and the theme stays.
 */
export async function expectDarkFromFirstFrame(page: Page, path: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await seedStorage(page, { theme: 'dark' });
  await recordFirstFrame(page);
  const { release } = await withoutRenderBlocking(page);
  await page.goto(path, { waitUntil: 'commit' });
  expect(await firstFrame(page), path).toEqual({ theme: 'dark', background: DARK });
  release();
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    TAKEOVER_MARK,
  );
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK);
}

/** A module script or modulepreload tag, whole. */
const MODULE_SCRIPT_TAGS =
  /<script[^>]*\stype="module"[^>]*><\/script>|<link[^>]*\srel="modulepreload"[^>]*>/g;

/**
 * Rewrites the pages in the service worker's precache as a browser without `blocking="render"`
 * whose module scripts never arrive would meet them: the attribute stripped, the module scripts
 * and modulepreloads gone (a worker serves them at once from its cache, so they cannot be held
 * back as `withoutRenderBlocking` does). Returns the pages rewritten.
 */
export function precachedPagesWithoutAppScripts(page: Page): Promise<string[]> {
  return page.evaluate(
    async ({ blocking, moduleTags }) => {
      const rewritten: string[] = [];
      for (const name of await caches.keys()) {
        if (!name.startsWith('workbox-precache')) continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const { pathname } = new URL(request.url);
          const response = pathname.endsWith('.html') ? await cache.match(request) : undefined;
          if (!response) continue;
          const html = (await response.text())
            .replace(new RegExp(blocking, 'g'), '')
            .replace(new RegExp(moduleTags, 'g'), '');
          await cache.put(request, new Response(html, { headers: response.headers }));
          rewritten.push(pathname);
        }
      }
      return rewritten;
    },
    { blocking: BLOCKING.source, moduleTags: MODULE_SCRIPT_TAGS.source },
  );
}
