/** What a visitor sees and does, named once: locators by role, label and text, and common steps. */
import { expect, type Locator, type Page } from '@playwright/test';

export const text = {
  minLength: 'Минимальная длина запроса: 3 символа',
  tooGeneral:
    "Слишком общий запрос. Попробуйте ввести более конкретное название фильма (например, 'Inception 2010' или 'The Matrix').",
  loading: 'Ищем фильмы...',
  loadingHint: 'Это может занять несколько секунд',
  nothingFound: 'Ничего не найдено',
  detailsLoading: 'Загрузка информации о фильме...',
  posterMissing: 'Постер недоступен',
  pageCrashed: 'Что-то пошло не так на этой странице.',
} as const;

export const searchBox = (page: Page): Locator =>
  page.getByRole('searchbox', { name: 'Название фильма или IMDb ID' });
export const searchButton = (page: Page): Locator =>
  page.getByRole('button', { name: 'Найти', exact: true });
export const clearButton = (page: Page): Locator =>
  page.getByRole('button', { name: 'Очистить поиск' });
export const resultList = (page: Page): Locator =>
  page.getByRole('list', { name: 'Результаты поиска' });
export const resultCards = (page: Page): Locator => resultList(page).getByRole('listitem');
/** The line with the total and the query under the results heading. */
export const resultsSummary = (page: Page): Locator => page.getByText(/\d фильм\S* найден/);
export const loadMoreButton = (page: Page): Locator =>
  page.getByRole('button', { name: 'Показать ещё' });
export const recentChips = (page: Page): Locator =>
  page
    .getByRole('heading', { name: 'Недавние запросы' })
    .locator('xpath=ancestor::section[1]')
    .getByRole('listitem');
export const errorAlert = (page: Page): Locator => page.getByRole('alert');
/** An error alert whose message is exactly `message` (the alert may also hold a retry button). */
export async function expectError(page: Page, message: string): Promise<void> {
  await expect(errorAlert(page).getByText(message, { exact: true })).toBeVisible();
}
export const cardLink = (page: Page, title: string): Locator =>
  page.getByRole('link', { name: title, exact: true });

/**
 * Opens a path as a visitor does, acting on it as soon as it shows: what is typed or pressed before
 * the app takes over is kept (see docs/features.md «Before the app starts»; e2e/phone/ proves it slowed down).
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
}

/**
 * Opens a path and waits until React owns the page. Only for a test of what the app itself does
 * with a request (faults injected with page.route, the app's own request log or debounce), or of
 * what it keeps in memory only (the current film): a search sent before the app runs is a plain
 * form submission, and a link a full page load, which the server answers instead. Each use says why.
 */
export async function openAppAndWait(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appTookOver(page, path);
}

/** Waits until React owns the page at `path` (see openApp), whatever the HTML showed before. */
export async function appTookOver(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const main = document.querySelector('main');
          return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
        }),
      { message: `React never took over ${path}` },
    )
    .toBe(true);
}

/**
 * Fakes the page's timers with time standing still: they fire only when the test moves the clock
 * (page.clock.runFor). The search page renders without timers; lazy pages need time to be let in.
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2025-03-01T12:00:00Z') });
  await page.clock.pauseAt(new Date('2025-03-01T12:00:01Z'));
}

/** Types a query and presses Enter, as a visitor would. */
export async function searchFor(page: Page, query: string): Promise<void> {
  await searchBox(page).fill(query);
  await searchBox(page).press('Enter');
}

/** Searches and waits until the results line names this query. */
export async function searchAndWait(
  page: Page,
  query: string,
  summary: string | RegExp,
): Promise<void> {
  await searchFor(page, query);
  await expect(resultsSummary(page)).toHaveText(summary);
}

/**
 * The current document's focused element shows a focus indicator: an outline or a box shadow, on
 * it or its ::before/::after; or, for a link inside an SVG chart, a stroke drawn by one of its shapes.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing is focused';
    const shown = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    for (const pseudo of [null, '::before', '::after']) {
      if (shown(getComputedStyle(element, pseudo))) return 'visible';
    }
    if (element instanceof SVGElement) {
      const stroked = [...element.querySelectorAll('*')].some((shape) => {
        const style = getComputedStyle(shape);
        return style.stroke !== 'none' && parseFloat(style.strokeWidth) > 0;
      });
      if (stroked) return 'visible';
    }
    return `no focus indicator on ${element.outerHTML.slice(0, 120)}`;
  });
  expect(indicator).toBe('visible');
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking every stop shows where focus is. */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 40 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(page);
      return;
    }
  }
  throw new Error(`focus never reached ${target.toString()} in ${max} key presses`);
}

/** Sizes of the page and its viewport: no horizontal scrolling when scrollWidth <= clientWidth. */
export function horizontalOverflow(
  page: Page,
): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

/**
 * Answers the page request for `path` as the server does when OMDb is too slow for it: with the
 * app's shell, whose client then asks OMDb itself (so routed OMDb answers reach the page).
 */
export async function withoutServerRendering(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const shellUrl = new URL('/app.html', route.request().url()).href;
      await route.fulfill({ response: await route.fetch({ url: shellUrl }) });
    },
  );
}

/**
 * Keeps the app from taking the page over until `release`: every script the page asks for beyond
 * those its HTML names (the boot script, the theme) is held. The page shows what the server drew,
 * and takes the visitor's input as HTML alone does. Navigate with `waitUntil: 'commit'`: the load
 * event waits for the held scripts.
 */
export async function holdTakeover(page: Page): Promise<{ release: () => void }> {
  const gate = releaseGate();
  const named = new Set<string>();
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() === 'document') {
      const response = await route.fetch();
      for (const [, src] of (await response.text()).matchAll(/<script[^>]*\ssrc="([^"]+)"/g))
        named.add(new URL(src, request.url()).pathname);
      return route.fulfill({ response });
    }
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js') && !named.has(pathname)) await gate.released;
    return route.fallback();
  });
  return { release: gate.release };
}

/**
 * Opens a results page the server drew and holds the app back (holdTakeover) once its summary reads
 * `summary`: what the test then does, it does before the app takes over, until it calls `release`.
 */
export async function openServedResults(
  page: Page,
  path: string,
  summary: RegExp,
): Promise<{ release: () => void }> {
  const takeover = await holdTakeover(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(resultsSummary(page)).toHaveText(summary);
  return takeover;
}

/** A promise for a route to wait on, and the call that lets it go. */
export function releaseGate(): { released: Promise<void>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}
