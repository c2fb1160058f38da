/**
 * Every moment the page's loading state «Загрузка страницы...» is put on screen: a MutationObserver
 * installed before any script of the page, so even a flash of one frame is caught. A script given
 * as text, so the benchmark (bench/presses.ts), typed without the DOM, takes it as it is.
 */
import type { BrowserContext, Page } from '@playwright/test';

export const PAGE_FALLBACK = 'Загрузка страницы...';

const RECORDER = `
(() => {
  const seen = [];
  window.__fallbacks = seen;
  const holds = (node) => (node.textContent || '').includes(${JSON.stringify(PAGE_FALLBACK)});
  new MutationObserver((records) => {
    for (const record of records) {
      const added = record.type === 'characterData' ? [record.target] : [...record.addedNodes];
      if (added.some(holds)) seen.push(performance.now());
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** Records (performance.now()) each time the fallback text is added to a document of `target`. */
export async function recordFallbacks(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript({ content: RECORDER });
}

/** When the fallback was put on screen at or after `since` (ms, the page's clock). */
export const fallbacksSince = (page: Page, since: number): Promise<number[]> =>
  page.evaluate(
    (from) =>
      (globalThis as unknown as { __fallbacks: number[] }).__fallbacks.filter((at) => at >= from),
    since,
  );
