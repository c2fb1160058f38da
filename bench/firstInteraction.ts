/**
 * What a visitor meets on a phone, on each phone profile (bench/calibration.ts: the mid-tier and
 * the low-tier phone, their CPU rates calibrated on this machine, Lighthouse's slow 4G): per route, when the app took the page over (src/boot/takeover.ts marks it) and how many requests
 * the page made before then; and the first interactions themselves, acted on as soon as the control
 * shows: a search typed and sent (navigation → results), «В избранное» on a film page. An
 * interaction that never lands is counted as lost.
 */
import type { Browser, Page } from '@playwright/test';
import {
  markTime,
  newBenchContext,
  PHONE_VIEWPORT,
  watchResult,
  type PageGlobals,
  type WatchSpec,
  RESULTS,
} from './browser.ts';
import { emulatePhone, profileLabel, type PhoneProfile } from './calibration.ts';
import { seedContext } from './seed.ts';
import { check, log, median, round, type TargetCheck } from './util.ts';

const TAKEOVER_MARK = 'filmoteka:takeover';
const WAIT_MS = 30_000;
/** The performance issue's item 4: the favorites' first card within 1 s of the HTML, low tier. */
const FIRST_CARD_TARGET_MS = 1000;
/** The watch that times a load's first heading of a card (`main h3`), from the navigation's start. */
const FIRST_LINE = 'first line';
const FIRST_SCREEN_KEY = 'favoritesFirstScreen';

export interface TakeoverRun {
  route: string;
  /** Navigation start → the app handles presses itself; null when it never did. */
  takeoverMs: number[];
  requestsBeforeTakeover: number[];
}

/** One profile's figures. */
export interface FirstInteractionProfile {
  profile: PhoneProfile;
  routes: { route: string; takeoverMs: number; requestsBeforeTakeover: number }[];
  /** Navigation → the results of a search typed and sent the moment the box showed. */
  immediateSearchMs: number[];
  immediateSearchMedianMs: number;
  /** Interactions that never landed (a search with no results, a favorite not kept). */
  lost: number;
  /**
   * A returning visit to /favorites (the first visit's first screen kept): the HTML's arrival →
   * the first film card painted, and whether the stored first screen drew it (else the app did).
   */
  firstCardMs: number[];
  firstCardMedianMs: number;
  firstCardStored: number;
  /**
   * The same span for a page of one line (a heading in `main`, nothing else): the least any HTML
   * costs this browser on the profile, against which the first card's figure reads.
   */
  oneLineMs: number[];
  oneLineMedianMs: number;
}

export interface FirstInteractionSection {
  runs: number;
  profiles: FirstInteractionProfile[];
  targets: TargetCheck[];
}

async function phonePage(
  browser: Browser,
  profile: PhoneProfile,
  favorites: string | null,
  origin: string,
  initial: readonly (readonly [string, WatchSpec])[] = [],
) {
  const context = await newBenchContext(browser, initial, { viewport: PHONE_VIEWPORT });
  if (favorites) await seedContext(context, origin, favorites);
  const page = await context.newPage();
  await emulatePhone(page, profile);
  return { context, page };
}

/** Opens `address` and times the app's takeover, with nothing of Playwright's in the page till then. */
async function takeover(page: Page, address: string): Promise<{ ms: number; requests: number }> {
  const [at] = await Promise.all([
    markTime(page, TAKEOVER_MARK, WAIT_MS),
    page.goto(address, { waitUntil: 'commit' }),
  ]);
  const before = await page.evaluate(
    (until) =>
      performance.getEntriesByType('resource').filter((entry) => entry.startTime <= until).length,
    at,
  );
  return { ms: at, requests: before + 1 }; // and the document itself
}

const SEARCH_BOX = 'form[role="search"] input[type="search"]';
const SEARCH_SEND = 'form[role="search"] button[type="submit"]';

/** The centre of the first element matching `selector`, by a plain evaluation (no locator). */
function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  return page.evaluate((wanted) => {
    const found = (globalThis as unknown as PageGlobals).document.querySelector(wanted) as {
      getBoundingClientRect(): { x: number; y: number; width: number; height: number };
    } | null;
    if (!found) throw new Error(`no ${wanted}`);
    const box = found.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, selector);
}

/**
 * `/` on the phone, «matrix» typed into the box the moment it is painted and sent with «Найти»:
 * navigation → the results painted. The box and the results are the helper's watches from the
 * navigation's start, and the box is found by a plain evaluation: a locator would run Playwright's
 * script in the page in the middle of the load it times.
 */
async function immediateSearch(
  browser: Browser,
  profile: PhoneProfile,
  origin: string,
): Promise<number | null> {
  const { context, page } = await phonePage(browser, profile, null, origin, [
    ['search box', { selector: SEARCH_BOX }],
    ['search results', { selector: RESULTS }],
  ]);
  try {
    const started = Date.now();
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    await watchResult(page, 'search box', WAIT_MS);
    const box = await centreOf(page, SEARCH_BOX);
    await page.mouse.click(box.x, box.y);
    await page.keyboard.type('matrix');
    const send = await centreOf(page, SEARCH_SEND);
    await page.mouse.click(send.x, send.y);
    await watchResult(page, 'search results', WAIT_MS);
    return Date.now() - started;
  } catch (error) {
    log(`a search sent at once was lost: ${String(error).split('\n')[0]}`);
    return null;
  } finally {
    await context.close();
  }
}

async function immediateFavorite(
  browser: Browser,
  profile: PhoneProfile,
  origin: string,
): Promise<boolean> {
  const { context, page } = await phonePage(browser, profile, null, origin);
  try {
    await page.goto(`${origin}/movie/tt0133093`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'В избранное' }).click();
    await page.getByRole('button', { name: 'В избранном' }).waitFor({ timeout: WAIT_MS });
    // Saved once the browser is idle: kept means in storage.
    await page.waitForFunction(
      () =>
        ((globalThis as unknown as PageGlobals).localStorage.getItem('favorites') ?? '').includes(
          'tt0133093',
        ),
      undefined,
      { timeout: WAIT_MS },
    );
    return true;
  } catch (error) {
    log(`«В избранное» pressed at once was lost: ${String(error).split('\n')[0]}`);
    return false;
  } finally {
    await context.close();
  }
}

/** When the page's HTML had arrived whole (ms since navigation start). */
function responseEnd(page: Page): Promise<number> {
  return page.evaluate(() => {
    const { performance: timing } = globalThis as unknown as {
      performance: { getEntriesByType(type: 'navigation'): { responseEnd: number }[] };
    };
    return timing.getEntriesByType('navigation')[0]?.responseEnd ?? 0;
  });
}

/** A context whose pages time their first `main h3` painted, on a phone's screen. */
const firstLineContext = (browser: Browser) =>
  newBenchContext(browser, [[FIRST_LINE, { selector: 'main h3' }]], { viewport: PHONE_VIEWPORT });

/**
 * Opens `address` on the phone and times it from the HTML's last byte to the frame that shows its
 * first `main h3`. The helper reports the paint: nothing of Playwright's runs in the page before.
 */
async function htmlToFirstLine(
  page: Page,
  profile: PhoneProfile,
  address: string,
): Promise<number> {
  await emulatePhone(page, profile);
  await page.goto(address, { waitUntil: 'commit' });
  return (await watchResult(page, FIRST_LINE, WAIT_MS)) - (await responseEnd(page));
}

/**
 * A returning visit to /favorites on the phone: the first visit (not timed) draws the page and keeps
 * its first screen; the second is timed from the HTML's last byte to the frame that shows a card.
 */
async function favoritesFirstCard(
  browser: Browser,
  profile: PhoneProfile,
  origin: string,
  favorites: string,
): Promise<{ ms: number; stored: boolean } | null> {
  const context = await firstLineContext(browser);
  try {
    await seedContext(context, origin, favorites);
    const first = await context.newPage();
    await first.goto(`${origin}/favorites`);
    await first.waitForFunction(
      (key) => (globalThis as unknown as PageGlobals).localStorage.getItem(key) !== null,
      FIRST_SCREEN_KEY,
      { timeout: WAIT_MS },
    );
    await first.close();
    const page = await context.newPage();
    return {
      ms: await htmlToFirstLine(page, profile, `${origin}/favorites`),
      stored: await page.evaluate(
        () =>
          (globalThis as unknown as PageGlobals).document.querySelector(
            'main[data-first-screen="stored"]',
          ) !== null,
      ),
    };
  } catch (error) {
    log(`the favorites' first card never painted: ${String(error).split('\n')[0]}`);
    return null;
  } finally {
    await context.close();
  }
}

const ONE_LINE_PAGE =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" ' +
  'content="width=device-width, initial-scale=1"><title>Фильмотека</title></head>' +
  '<body><main><h3>Матрица</h3></main></body></html>';

/** A page of one line on the phone: the HTML's last byte → the frame that shows its line. */
async function oneLinePage(
  browser: Browser,
  profile: PhoneProfile,
  origin: string,
): Promise<number | null> {
  const context = await firstLineContext(browser);
  try {
    const page = await context.newPage();
    const address = `${origin}/bench-one-line`;
    await page.route(address, (route) =>
      route.fulfill({ body: ONE_LINE_PAGE, contentType: 'text/html; charset=utf-8' }),
    );
    return await htmlToFirstLine(page, profile, address);
  } catch (error) {
    log(`the one-line page never painted: ${String(error).split('\n')[0]}`);
    return null;
  } finally {
    await context.close();
  }
}

async function onProfile(
  browser: Browser,
  origin: string,
  profile: PhoneProfile,
  runs: number,
  favorites: string,
): Promise<FirstInteractionProfile> {
  const routes: { route: string; seeded: boolean }[] = [
    { route: '/', seeded: false },
    { route: '/?q=matrix', seeded: false },
    { route: '/movie/tt0133093', seeded: false },
    { route: '/favorites', seeded: true },
    { route: '/charts', seeded: true },
  ];
  const measured: TakeoverRun[] = routes.map(({ route }) => ({
    route,
    takeoverMs: [],
    requestsBeforeTakeover: [],
  }));
  const searches: number[] = [];
  const firstCards: number[] = [];
  let firstCardStored = 0;
  const oneLines: number[] = [];
  let lost = 0;
  for (let run = 0; run < runs; run += 1) {
    for (const [index, { route, seeded }] of routes.entries()) {
      const { context, page } = await phonePage(
        browser,
        profile,
        seeded ? favorites : null,
        origin,
      );
      try {
        const { ms, requests } = await takeover(page, `${origin}${route}`);
        measured[index].takeoverMs.push(ms);
        measured[index].requestsBeforeTakeover.push(requests);
      } finally {
        await context.close();
      }
    }
    const searchMs = await immediateSearch(browser, profile, origin);
    if (searchMs === null) lost += 1;
    else searches.push(searchMs);
    if (!(await immediateFavorite(browser, profile, origin))) lost += 1;
    const firstCard = await favoritesFirstCard(browser, profile, origin, favorites);
    if (firstCard) {
      firstCards.push(round(firstCard.ms, 0));
      if (firstCard.stored) firstCardStored += 1;
    }
    const oneLine = await oneLinePage(browser, profile, origin);
    if (oneLine !== null) oneLines.push(round(oneLine, 0));
    log(
      `first interaction ${profileLabel(profile)} #${run + 1}: search ${searchMs ?? 'lost'} ms, lost so far ${lost}`,
    );
  }
  const rows = measured.map((m) => ({
    route: m.route,
    takeoverMs: round(median(m.takeoverMs), 0),
    requestsBeforeTakeover: median(m.requestsBeforeTakeover),
  }));
  const searchMedian = searches.length > 0 ? round(median(searches), 0) : Number.NaN;
  return {
    profile,
    routes: rows,
    immediateSearchMs: searches,
    immediateSearchMedianMs: searchMedian,
    lost,
    firstCardMs: firstCards,
    firstCardMedianMs: firstCards.length > 0 ? round(median(firstCards), 0) : Number.NaN,
    firstCardStored,
    oneLineMs: oneLines,
    oneLineMedianMs: oneLines.length > 0 ? round(median(oneLines), 0) : Number.NaN,
  };
}

export async function runFirstInteraction(
  browser: Browser,
  origin: string,
  options: { runs: number; profiles: readonly PhoneProfile[] },
  favorites: string,
): Promise<FirstInteractionSection> {
  const profiles: FirstInteractionProfile[] = [];
  for (const profile of options.profiles)
    profiles.push(await onProfile(browser, origin, profile, options.runs, favorites));
  const section = 'first interaction (phone)';
  return {
    runs: options.runs,
    profiles,
    targets: profiles.flatMap(({ profile, lost, routes, firstCardMedianMs }) => [
      check(section, `${profileLabel(profile)}: lost interactions`, '0', String(lost), lost === 0),
      ...(profile.name === 'low-tier'
        ? [
            check(
              section,
              `${profileLabel(profile)}: /favorites, returning: HTML → first card painted`,
              `≤ ${FIRST_CARD_TARGET_MS} ms`,
              `${firstCardMedianMs} ms`,
              firstCardMedianMs <= FIRST_CARD_TARGET_MS,
            ),
          ]
        : []),
      ...routes.map((row) =>
        check(
          section,
          `${profileLabel(profile)}: requests before the app takes over ${row.route}`,
          '≤ 8',
          String(row.requestsBeforeTakeover),
          row.requestsBeforeTakeover <= 8,
        ),
      ),
    ]),
  };
}
