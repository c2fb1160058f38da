/**
 * Eight everyday presses on each phone profile (bench/calibration.ts: the mid-tier and the low-tier
 * phone, their CPU rates calibrated on this machine, Lighthouse's slow 4G), once start-up is
 * over and what the page fetches ahead is in (scripts/routeLoad.ts, watchSettling): timed inside
 * the page from the press (the click event's timeStamp) to the frame that shows its result, the median of `runs`, and whether «Загрузка страницы...» was put on screen in between.
 * Each app is measured quiet and again beside one busy core (`node -e "for(;;){}"`); the apps are
 * this build and, with `--against=REF[,REF]`, each commit named, built in a git worktree of its own
 * and served by its own server, in the same run.
 */
import type { Browser, Page } from '@playwright/test';
import { fallbacksSince, recordFallbacks } from '../e2e/support/fallbacks.ts';
import { watchSettling } from '../scripts/routeLoad.ts';
import { buildAndServe, type OtherBuild } from './otherBuild.ts';
import { emulatePhone, profileLabel, type PhoneProfile } from './calibration.ts';
import { busyCore } from './machine.ts';
import {
  lastClick,
  newBenchContext,
  PHONE_VIEWPORT,
  resources,
  startWatch,
  watchResult,
  type PageGlobals,
  type WatchSpec,
} from './browser.ts';
import { favoritesValue, realFavorites, type FavoriteItem } from './seed.ts';
import { check, log, median, retryOnce, round, type TargetCheck } from './util.ts';

/** Start-up is over at the app's own mark; a build without it gets this long after `load`. */
const STARTUP_WAIT_MS = 6000;
/** What a press may take, by what it waits for and on which phone (the issue's targets). */
export const PRESS_TARGETS_MS: Record<PressKind, Record<PhoneProfile['name'], number>> = {
  'no network': { 'mid-tier': 100, 'low-tier': 200 },
  'one OMDb answer': { 'mid-tier': 300, 'low-tier': 600 },
};
type PressKind = 'no network' | 'one OMDb answer';

const targetMs = (kind: PressKind | null, profile: PhoneProfile): number | null =>
  kind === null ? null : PRESS_TARGETS_MS[kind][profile.name];

interface PressAction {
  name: string;
  path: string;
  /** Null: reported beside the targets, not judged. */
  kind: PressKind | null;
  /**
   * «returning»: the page is opened a second time, under the service worker the first visit
   * installed. A visitor has favorites only after using the app, so the favorites page's presses
   * are timed as such a visitor meets them; the others as a first visit, where a search engine
   * or a shared link brings a visitor.
   */
  visit: 'first' | 'returning';
  /** What has to be on screen before the press (its control, the cards it works on). */
  ready: (page: Page) => Promise<void>;
  /** The steps before the press that are not timed (opening the list's menu). */
  before?: (page: Page) => Promise<void>;
  press: (page: Page) => Promise<void>;
  result: (films: readonly FavoriteItem[]) => WatchSpec;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const shows = async (page: Page, name: string) => button(page, name).first().waitFor();
const openListMenu = (page: Page) => button(page, 'Действия со списком').click();
const RESULTS = 'ul[aria-label="Результаты поиска"] > li';
const DIALOG = '[role="dialog"], dialog[open]';

/** An item of the favorites list's menu (opened first, untimed) whose press opens a dialog. */
function listMenuItem(item: string, dialogText: string): PressAction {
  return {
    name: `«${item}»`,
    path: '/favorites',
    kind: 'no network',
    visit: 'returning',
    ready: (page) => shows(page, 'Действия со списком'),
    before: openListMenu,
    press: (page) => button(page, item).click(),
    result: () => ({ selector: DIALOG, text: dialogText }),
  };
}

const GRID: PressAction = {
  name: '«Сетка»',
  path: '/favorites',
  kind: 'no network',
  visit: 'returning',
  ready: (page) => shows(page, 'Сетка'),
  press: (page) => button(page, 'Сетка').click(),
  result: () => ({ selector: 'ul[aria-label="Избранные фильмы"] > li' }),
};

export const PRESS_ACTIONS: readonly PressAction[] = [
  GRID,
  // Favorites seeded into a first visit: the worker takes the page over after its posters were
  // fetched, and the grid fetches and decodes them again through it (docs/performance.md).
  { ...GRID, name: '«Сетка», first visit with favorites seeded', kind: null, visit: 'first' },
  listMenuItem('Импорт', 'Импорт избранного'),
  listMenuItem('Поделиться списком', 'Поделиться списком'),
  {
    name: 'a card’s ☆ editor',
    path: '/favorites',
    kind: 'no network',
    visit: 'returning',
    ready: (page) =>
      page
        .getByRole('button', { name: /^Оценка и заметка: / })
        .first()
        .waitFor(),
    press: (page) =>
      page
        .getByRole('button', { name: /^Оценка и заметка: / })
        .first()
        .click(),
    result: () => ({ selector: DIALOG, text: 'Оценка и заметка' }),
  },
  {
    name: '«В избранное»',
    path: '/movie/tt0133093',
    kind: 'no network',
    visit: 'first',
    ready: (page) => shows(page, 'В избранное'),
    press: (page) => button(page, 'В избранное').click(),
    result: () => ({ selector: 'button[aria-pressed="true"]', text: 'В избранном' }),
  },
  {
    name: 'header «Статистика»',
    path: '/favorites',
    kind: 'no network',
    visit: 'returning',
    ready: (page) => page.getByRole('heading', { level: 3 }).first().waitFor(),
    press: (page) =>
      page
        .getByRole('navigation', { name: 'Основная навигация' })
        .getByRole('link', { name: 'Статистика' })
        .click(),
    result: (films) => ({ selector: 'main', text: `Анализ ${films.length} избранных фильмов` }),
  },
  {
    name: 'a result card → its film page',
    path: '/?q=matrix',
    kind: 'one OMDb answer',
    visit: 'first',
    ready: (page) => page.locator(`${RESULTS} article a`).first().waitFor(),
    press: (page) => page.locator(`${RESULTS} article a`).first().click(),
    result: () => ({ selector: 'article h1', text: 'The Matrix' }),
  },
  {
    name: '«Показать ещё» → page 2',
    path: '/?q=star',
    kind: 'one OMDb answer',
    visit: 'first',
    ready: (page) => shows(page, 'Показать ещё'),
    press: (page) => button(page, 'Показать ещё').click(),
    result: () => ({ selector: `${RESULTS}:nth-child(11) article` }),
  },
];

export interface PressRun {
  /** Press → the frame that shows the result; null when it never showed. */
  ms: number | null;
  /** «Загрузка страницы...» was put on screen between the press and the result. */
  fallback: boolean;
  /** The app's own files (/assets/) the press still had to fetch. */
  chunksAfterPress: number;
}

export interface PressFigures {
  app: string;
  profile: PhoneProfile;
  busy: boolean;
  actions: { name: string; targetMs: number | null; runs: PressRun[]; medianMs: number }[];
}

export interface PressSection {
  runs: number;
  figures: PressFigures[];
  lines: string[];
  targets: TargetCheck[];
}

/** The visitor's favorites, and «Показать ещё» pressed rather than reached by scrolling. */
const seedScript = (favorites: readonly FavoriteItem[]) => `
if (!sessionStorage.getItem('bench-seeded')) {
  sessionStorage.setItem('bench-seeded', '1');
  localStorage.setItem('favorites', ${JSON.stringify(favoritesValue(favorites))});
  localStorage.setItem('searchSettings', ${JSON.stringify(JSON.stringify({ endlessScroll: false }))});
}`;

async function measurePress(
  browser: Browser,
  origin: string,
  profile: PhoneProfile,
  action: PressAction,
  favorites: readonly FavoriteItem[],
): Promise<PressRun> {
  const context = await newBenchContext(browser, [], { viewport: PHONE_VIEWPORT });
  try {
    await recordFallbacks(context);
    await context.addInitScript({ content: seedScript(favorites) });
    const page = await context.newPage();
    await emulatePhone(page, profile);
    if (action.visit === 'returning') {
      await page.goto(`${origin}${action.path}`, { waitUntil: 'load' });
      await page.waitForFunction(
        () => (globalThis as unknown as PageGlobals).navigator.serviceWorker.controller !== null,
        undefined,
        { timeout: 30_000 },
      );
    }
    const settling = watchSettling(page);
    await page.goto(`${origin}${action.path}`, { waitUntil: 'load' });
    await action.ready(page);
    // Start-up over (a build without the app's mark gets STARTUP_WAIT_MS) and the network quiet.
    if (!(await settling.settled({ markTimeoutMs: STARTUP_WAIT_MS })))
      throw new Error(`${action.path} never settled`);
    await action.before?.(page);
    const since = await page.evaluate(() => performance.now());
    await startWatch(page, 'press', action.result(favorites));
    await action.press(page);
    let painted: number | null = null;
    try {
      painted = await watchResult(page, 'press', 15_000);
    } catch {
      painted = null;
    }
    const pressed = await lastClick(page);
    const fallbacks = await fallbacksSince(page, since);
    const chunks = await resources(page, '/assets/');
    return {
      ms: painted === null ? null : round(painted - pressed, 1),
      fallback: fallbacks.length > 0,
      chunksAfterPress: chunks.filter((chunk) => chunk.startTime >= pressed).length,
    };
  } finally {
    await context.close();
  }
}

async function measureApp(
  browser: Browser,
  { app, origin }: { app: string; origin: string },
  profile: PhoneProfile,
  runs: number,
  busy: boolean,
): Promise<PressFigures> {
  const favorites = (await realFavorites(origin, 20)).filter(
    (film) => film.imdbID !== 'tt0133093', // the film page's «В избранное» starts unpressed
  );
  const actions: PressFigures['actions'] = [];
  for (const action of PRESS_ACTIONS) {
    const measured: PressRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      // A control that never became clickable (a slow machine) costs one try, not the section.
      measured.push(
        await retryOnce(`${app}: ${action.name}`, () =>
          measurePress(browser, origin, profile, action, favorites.slice(0, 2)),
        ),
      );
    }
    const times = measured.map((run) => run.ms ?? Number.POSITIVE_INFINITY);
    actions.push({
      name: action.name,
      targetMs: targetMs(action.kind, profile),
      runs: measured,
      medianMs: median(times),
    });
    log(
      `presses ${app}, ${profileLabel(profile)}${busy ? ' (busy core)' : ''}: ${action.name} ${times.join(', ')} ms, ` +
        `chunks after the press ${measured.map((run) => run.chunksAfterPress).join(', ')}` +
        (measured.some((run) => run.fallback) ? ' — fallback shown' : ''),
    );
  }
  return { app, profile, busy, actions };
}

const cell = (figures: PressFigures['actions'][number]) => {
  const shown = Number.isFinite(figures.medianMs) ? `${round(figures.medianMs, 0)} ms` : 'never';
  return figures.runs.some((run) => run.fallback) ? `${shown} (fallback)` : shown;
};

export async function runPresses(
  browser: Browser,
  root: string,
  origin: string,
  options: { runs: number; against: readonly string[]; profiles: readonly PhoneProfile[] },
): Promise<PressSection> {
  const others: OtherBuild[] = [];
  const figures: PressFigures[] = [];
  try {
    for (const ref of options.against) others.push(await buildAndServe(root, ref));
    const apps = [
      { app: 'this build', origin },
      ...others.map((other) => ({ app: other.ref, origin: other.server.origin })),
    ];
    for (const profile of options.profiles) {
      for (const busy of [false, true]) {
        const stopBusy = busy ? busyCore() : () => {};
        try {
          for (const app of apps)
            figures.push(await measureApp(browser, app, profile, options.runs, busy));
        } finally {
          stopBusy();
        }
      }
    }
  } finally {
    for (const other of others) await other.remove();
  }

  const lines = options.profiles.flatMap((profile) => {
    const ofProfile = figures.filter((f) => f.profile.name === profile.name);
    const columns = ofProfile.map((f) => `${f.app}${f.busy ? ', busy core' : ', quiet'}`);
    return [
      `| ${profileLabel(profile)} (index ${profile.benchmarkIndex}), after start-up; median of ${options.runs} | target | ${columns.join(' | ')} |`,
      `|---|---|${columns.map(() => '---').join('|')}|`,
      ...PRESS_ACTIONS.map((action, index) => {
        const target = targetMs(action.kind, profile);
        return `| ${action.name} | ${target === null ? 'reported' : `≤ ${target} ms`} | ${ofProfile.map((f) => cell(f.actions[index])).join(' | ')} |`;
      }),
      '',
    ];
  });
  // A profile is the phone: its targets judge the quiet runs; a busy core is reported.
  const ours = figures.filter((f) => f.app === 'this build' && !f.busy);
  const targets = ours.flatMap((f) =>
    f.actions.flatMap((a) =>
      a.targetMs === null
        ? []
        : [
            check(
              'presses',
              `${profileLabel(f.profile)}: ${a.name}`,
              `≤ ${a.targetMs} ms, no fallback`,
              cell(a),
              a.medianMs <= a.targetMs && !a.runs.some((run) => run.fallback),
            ),
          ],
    ),
  );
  return { runs: options.runs, figures, lines, targets };
}
