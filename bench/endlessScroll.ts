/**
 * Endless scrolling to the tenth page: a search with 100 results, scrolled page by page until all
 * ten pages are on screen, in Chromium with a PerformanceObserver on long tasks. The target:
 * no long task over 50 ms when a page of cards is appended (Chromium reports only tasks of 50 ms
 * or more, so any entry at all is a miss).
 */
import type { Browser, Page, Route } from '@playwright/test';
import { newBenchContext, RESULTS, waitForApp } from './browser.ts';
import { syntheticFavorites } from './seed.ts';
import { log, ms } from './util.ts';

export interface AppendRun {
  /** The longest task from the scroll that asked for page N to its cards painted, N = 2…10. */
  longestTaskMs: number[];
  /** Scroll → page N's cards painted, N = 2…10 (the 300 ms the control waits in view included). */
  appendedMs: number[];
  /** Long tasks the same observer saw while the page started. */
  startupLongTasks: number;
  /** What the observer reported for a task of ours that blocks for 80 ms: proof that it sees them. */
  calibrationTaskMs: number;
}

const QUERY = 'scrollbench';
const PAGES = 10;

/** A fake OMDb search of 100 results for QUERY; everything else goes to the demo server. */
function answerSearch(route: Route): Promise<void> {
  const params = new URL(route.request().url()).searchParams;
  if (params.get('s') !== QUERY) return route.fallback();
  const page = Number(params.get('page') ?? '1');
  const items = syntheticFavorites(PAGES * 10)
    .slice((page - 1) * 10, page * 10)
    .map((film) => ({
      Title: film.title,
      Year: film.year,
      imdbID: film.imdbID,
      Type: film.type,
      Poster: film.poster ?? 'N/A',
    }));
  return route.fulfill({
    contentType: 'application/json',
    body: JSON.stringify({ Response: 'True', Search: items, totalResults: String(PAGES * 10) }),
  });
}

// Runs in the page (the bench's own code has no DOM types): records every long task, from the start.
const LONG_TASK_LOG = `(() => {
  const tasks = [];
  window.__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})()`;

// Runs in the page: scrolls to the bottom, waits for \`count\` cards and the frame that shows them.
const APPEND_PAGE = `async (selector, count) => {
  const start = performance.now();
  window.scrollTo(0, document.documentElement.scrollHeight);
  await new Promise((resolve, reject) => {
    const giveUp = setTimeout(() => reject(new Error(count + ' cards never appeared')), 15000);
    const look = () => {
      if (document.querySelectorAll(selector).length >= count) {
        clearTimeout(giveUp);
        resolve();
      } else requestAnimationFrame(look);
    };
    look();
  });
  // The frame that shows them, and the tasks queued right behind it.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
  const tasks = window.__longTasks.filter((task) => task.start >= start);
  return { longest: Math.max(0, ...tasks.map((task) => task.duration)), ms: performance.now() - start };
}`;

// Runs in the page: one task that blocks for 80 ms, and what the observer made of it.
const CALIBRATE = `new Promise((resolve) => {
  const before = window.__longTasks.length;
  setTimeout(() => {
    const end = performance.now() + 80;
    while (performance.now() < end) {}
    setTimeout(() => resolve(window.__longTasks.slice(before).reduce((a, t) => Math.max(a, t.duration), 0)), 100);
  }, 0);
})`;

function appendPage(page: Page, count: number): Promise<{ longest: number; ms: number }> {
  return page.evaluate(`(${APPEND_PAGE})(${JSON.stringify(RESULTS)}, ${count})`);
}

export async function measureEndlessScroll(browser: Browser, origin: string): Promise<AppendRun> {
  // Without the service worker, whose fetches page.route would not see.
  const context = await newBenchContext(browser, [], { serviceWorkers: 'block' });
  try {
    await context.route(/\/api\/omdb\/?\?/, answerSearch);
    await context.addInitScript({ content: LONG_TASK_LOG });
    const page = await context.newPage();
    // Searched from the app, not opened as `/?q=…`: the server renders that address's results
    // itself, from the demo catalog, where page.route cannot answer for it.
    await page.goto(`${origin}/`);
    await waitForApp(page);
    await page.getByRole('searchbox').fill(QUERY);
    await page.keyboard.press('Enter');
    await page.locator(RESULTS).nth(9).waitFor();
    await page.waitForTimeout(1500); // start-up's own tasks are over
    const startupLongTasks = Number(await page.evaluate('window.__longTasks.length'));
    const calibrationTaskMs = Number(await page.evaluate(CALIBRATE));
    if (calibrationTaskMs < 50) throw new Error('the long-task observer missed a task of 80 ms');
    const run: AppendRun = {
      longestTaskMs: [],
      appendedMs: [],
      startupLongTasks,
      calibrationTaskMs,
    };
    for (let pageNo = 2; pageNo <= PAGES; pageNo += 1) {
      const { longest, ms: appended } = await appendPage(page, pageNo * 10);
      run.longestTaskMs.push(longest);
      run.appendedMs.push(appended);
    }
    log(
      `endless scrolling: longest task per appended page ${run.longestTaskMs.map(ms).join(', ')} ` +
        `(${run.startupLongTasks} long tasks seen during start-up; a task of 80 ms was seen as ${ms(calibrationTaskMs)})`,
    );
    return run;
  } finally {
    await context.close();
  }
}
