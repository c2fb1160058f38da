/**
 * Everyday presses on each phone profile (bench/calibration.ts: the mid-tier and the low-tier
 * phone, their CPU rates calibrated on this machine, Lighthouse's slow 4G), once start-up is
 * over and what the page fetches ahead is in (scripts/routeLoad.ts, watchSettling): timed inside
 * the page from the press (the click event's timeStamp) to the frame that shows its result, the median of `runs`, and whether «Загрузка страницы...» was put on screen in between.
 * Each app is measured quiet and again beside one busy core (`node -e "for(;;){}"`); the apps are
 * this build and, with `--against=REF[,REF]`, each commit named, built in a git worktree of its own
 * and served by its own server, in the same run. The eight first presses work on two favorites;
 * the library's (the shelves', the seasons') on a library with shelves
 * (bench/seed.ts). A press whose control a build never shows (a commit from before the feature) is
 * reported «n/a». `--presses=<substring>[,<substring>]` times only the presses so named.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { fallbacksSince, recordFallbacks } from '../e2e/support/fallbacks.ts';
import { watchSettling } from '../scripts/routeLoad.ts';
import { buildAndServe, type OtherBuild } from './otherBuild.ts';
import { emulatePhone, profileLabel, type PhoneProfile } from './calibration.ts';
import { busyCore } from './machine.ts';
import {
  lastEvent,
  newBenchContext,
  PHONE_VIEWPORT,
  resources,
  startWatch,
  tap,
  watchResult,
  type PageGlobals,
  type WatchSpec,
  RESULTS,
} from './browser.ts';
import { byName } from './flags.ts';
import {
  favoritesValue,
  libraryValue,
  PRESSED_FILM,
  realFavorites,
  realLibrary,
  SERIES_WITH_SEASONS,
  watchingShows,
  type FavoriteItem,
  type LibraryItem,
} from './seed.ts';
import { check, log, median, retryOnce, round, type TargetCheck } from './util.ts';

/** Start-up is over at the app's own mark; a build without it gets this long after `load`. */
const STARTUP_WAIT_MS = 6000;
/**
 * Once start-up is over, how long a press's control has to show before the build is taken to lack
 * its feature (n/a): by then the app has drawn the page, so a control of this build shows at once.
 */
const NEEDS_WAIT_MS = 5000;
/** How many series «Смотрю» lists for its timing (the seasons issue's 50 shows in progress). */
export const SHOWS_IN_PROGRESS = 50;
/** What a press may take, by what it waits for and on which phone (the issue's targets). */
export const PRESS_TARGETS_MS: Record<PressKind, Record<PhoneProfile['name'], number>> = {
  'no network': { 'mid-tier': 100, 'low-tier': 200 },
  'one OMDb answer': { 'mid-tier': 300, 'low-tier': 600 },
};
type PressKind = 'no network' | 'one OMDb answer';

const targetMs = (kind: PressKind | null, profile: PhoneProfile): number | null =>
  kind === null ? null : PRESS_TARGETS_MS[kind][profile.name];

/** What a press is seeded with: the stored `favorites` value and the titles in it. */
interface Seed {
  value: string;
  films: readonly FavoriteItem[];
}

/**
 * The seeds of one app, from its own demo server: two favorites (stored version 2, the eight first
 * presses), a library with shelves and three series in progress (version 4), and that library with
 * SHOWS_IN_PROGRESS series in progress instead.
 */
interface Seeds {
  favorites: Seed;
  library: Seed;
  watching: Seed;
}

interface PressAction {
  name: string;
  path: string;
  /** The seed of its visit; the two favorites unless named. */
  seed?: Exclude<keyof Seeds, 'favorites'>;
  /**
   * A press of a later feature: the feature, and the control whose absence once start-up is over
   * (NEEDS_WAIT_MS) means the build lacks it, so the press is reported «n/a», not failed.
   */
  needs?: { feature: string; control: (page: Page) => Locator };
  /** The event the press is timed from (a choice in a <select> is a change); a click unless named. */
  input?: 'lastClick' | 'lastChange';
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
  /** What shows the press's result; read, when it needs to be, from the page before the press. */
  result: (films: readonly FavoriteItem[], page: Page) => WatchSpec | Promise<WatchSpec>;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const shows = async (page: Page, name: string) => button(page, name).first().waitFor();
const openListMenu = (page: Page) => button(page, 'Действия со списком').click();
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
    press: (page) => tap(button(page, item)),
    result: () => ({ selector: DIALOG, text: dialogText }),
  };
}

const GRID: PressAction = {
  name: '«Сетка»',
  path: '/favorites',
  kind: 'no network',
  visit: 'returning',
  ready: (page) => shows(page, 'Сетка'),
  press: (page) => tap(button(page, 'Сетка')),
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
    press: (page) => tap(page.getByRole('button', { name: /^Оценка и заметка: / }).first()),
    result: () => ({ selector: DIALOG, text: 'Оценка и заметка' }),
  },
  {
    name: '«В избранное»',
    path: '/movie/tt0133093',
    kind: 'no network',
    visit: 'first',
    ready: (page) => shows(page, 'В избранное'),
    press: (page) => tap(button(page, 'В избранное')),
    result: () => ({ selector: 'button[aria-pressed="true"]', text: 'В избранном' }),
  },
  {
    name: 'header «Статистика»',
    path: '/favorites',
    kind: 'no network',
    visit: 'returning',
    ready: (page) => page.getByRole('heading', { level: 3 }).first().waitFor(),
    press: (page) =>
      tap(
        page
          .getByRole('navigation', { name: 'Основная навигация' })
          .getByRole('link', { name: 'Статистика' }),
      ),
    result: (films) => ({ selector: 'main', text: `Анализ ${films.length} избранных фильмов` }),
  },
  {
    name: 'a result card → its film page',
    path: '/?q=matrix',
    kind: 'one OMDb answer',
    visit: 'first',
    ready: (page) => page.locator(`${RESULTS} article a`).first().waitFor(),
    press: (page) => tap(page.locator(`${RESULTS} article a`).first()),
    result: () => ({ selector: 'article h1', text: 'The Matrix' }),
  },
  {
    name: '«Показать ещё» → page 2',
    path: '/?q=star',
    kind: 'one OMDb answer',
    visit: 'first',
    ready: (page) => shows(page, 'Показать ещё'),
    press: (page) => tap(button(page, 'Показать ещё')),
    result: () => ({ selector: `${RESULTS}:nth-child(11) article` }),
  },
];

const SHELVES = 'the shelves';
const SEASONS = 'the seasons';
const shelfLink = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Полки' })
    .getByRole('link', { name: new RegExp(`^${name} · `) });
const shelfCard = (name: string) => `ul[aria-label="${name}: фильмы"] > li article`;
const season = (page: Page, number: number) =>
  page.locator('summary').filter({ hasText: new RegExp(`^Сезон ${number}( ·|$)`) });
const filmPage = (imdbID: string) => `/movie/${imdbID}`;

/** A press of a later feature: its control is what a build without it never shows. */
function later(
  feature: string,
  control: (page: Page) => Locator,
  action: Omit<PressAction, 'needs' | 'ready'> & Partial<Pick<PressAction, 'ready'>>,
): PressAction {
  return {
    ready: (page) => control(page).first().waitFor(),
    ...action,
    needs: { feature, control },
  };
}

/** A film page's status toggle (StatusControls): on, and nothing fetched. */
function statusToggle(label: string): PressAction {
  return later(SHELVES, (page) => button(page, label), {
    name: `film page «${label}»`,
    path: filmPage(PRESSED_FILM),
    seed: 'library',
    kind: 'no network',
    visit: 'first',
    press: (page) => tap(button(page, label)),
    result: () => ({ selector: 'button[aria-pressed="true"]', text: label }),
  });
}

/** The favorites page's row of shelves: a shelf's link with its count → that shelf's page. */
function shelfFromFavorites(
  shelf: string,
  seed: PressAction['seed'],
  result: PressAction['result'],
  name = `«Полки» → «${shelf}»`,
): PressAction {
  return later(SHELVES, (page) => shelfLink(page, shelf), {
    name,
    path: '/favorites',
    seed,
    kind: 'no network',
    visit: 'returning',
    press: (page) => tap(shelfLink(page, shelf)),
    result,
  });
}

const pickButton = (page: Page) => button(page, 'Что посмотреть?');
const pickDialog = (page: Page) => page.getByRole('dialog', { name: 'Что посмотреть?' });
const nextInThrones = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Game of Thrones', exact: true }) })
    .getByRole('button', { name: 'Следующая серия', exact: true });
const WATCHED_FIRST_TITLE = 'ul[aria-label="Просмотрено: фильмы"] > li[aria-posinset="1"] h3';

/**
 * The library's presses (the shelves issue, the seasons issue): on the library seed, a visit as the
 * eight's (a film page first, a list the visitor built on their second visit).
 */
export const LIBRARY_PRESS_ACTIONS: readonly PressAction[] = [
  statusToggle('Хочу посмотреть'),
  statusToggle('Просмотрено сегодня'),
  shelfFromFavorites('Хочу посмотреть', 'library', () => ({
    selector: shelfCard('Хочу посмотреть'),
  })),
  // The seasons issue: «Смотрю» with 50 shows in progress, every row's «Следующая серия» drawn.
  shelfFromFavorites(
    'Смотрю',
    'watching',
    () => ({ selector: `li:nth-child(${SHOWS_IN_PROGRESS})`, text: 'Следующая серия' }),
    `«Полки» → «Смотрю», ${SHOWS_IN_PROGRESS} shows in progress`,
  ),
  // A shelf has no «Сетка» (it is always the grid); its order is its view's control.
  later(SHELVES, (page) => page.getByRole('list', { name: 'Просмотрено: фильмы' }), {
    name: '«Просмотрено»: a new order (by title)',
    path: '/watched',
    seed: 'library',
    kind: 'no network',
    visit: 'returning',
    input: 'lastChange',
    before: async (page) => {
      await page.getByRole('button', { name: /^Фильтры и сортировка/ }).click();
      await page.getByRole('combobox', { name: 'Сортировка' }).waitFor();
    },
    press: async (page) => {
      await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('title-asc');
    },
    result: async (_films, page) => ({
      selector: WATCHED_FIRST_TITLE,
      changedFrom: (await page.locator(WATCHED_FIRST_TITLE).textContent()) ?? '',
    }),
  }),
  later(SHELVES, pickButton, {
    name: '/watchlist «Что посмотреть?»',
    path: '/watchlist',
    seed: 'library',
    kind: 'no network',
    visit: 'returning',
    press: (page) => tap(pickButton(page)),
    result: () => ({ selector: DIALOG, text: 'Что посмотреть?' }),
  }),
  later(SHELVES, pickButton, {
    name: '/watchlist «Что посмотреть?» → «Выбрать»',
    path: '/watchlist',
    seed: 'library',
    kind: 'no network',
    visit: 'returning',
    before: async (page) => {
      await pickButton(page).click();
      await pickDialog(page).getByRole('button', { name: 'Выбрать', exact: true }).waitFor();
    },
    press: (page) => tap(pickDialog(page).getByRole('button', { name: 'Выбрать', exact: true })),
    result: () => ({ selector: `${DIALOG} [role="status"] h3` }),
  }),
  // Game of Thrones' S01E04: season 1 is not loaded until the press asks for it.
  later(SEASONS, nextInThrones, {
    name: '/watching «Следующая серия»',
    path: '/watching',
    seed: 'library',
    kind: 'one OMDb answer',
    visit: 'returning',
    press: (page) => tap(nextInThrones(page)),
    result: () => ({ selector: '[role="status"]', text: 'Отмечена S01E04' }),
  }),
  // The details of a series do not count its seasons: season 1's disclosure is the one shown
  // until its answer (OMDb's totalSeasons) draws the others.
  later(SEASONS, (page) => season(page, 1), {
    name: 'series page: a season opened',
    path: filmPage(SERIES_WITH_SEASONS),
    seed: 'library',
    kind: 'one OMDb answer',
    visit: 'first',
    press: (page) => tap(season(page, 1)),
    result: () => ({ selector: 'ol[aria-label="Серии сезона 1"] > li' }),
  }),
  // Season 1 open (its answer in, untimed), S01E01–S01E03 marked: the press marks the other seven.
  later(SEASONS, (page) => season(page, 1), {
    name: 'series page: «Отметить сезон»',
    path: filmPage(SERIES_WITH_SEASONS),
    seed: 'library',
    kind: 'no network',
    visit: 'first',
    before: async (page) => {
      await season(page, 1).click();
      await button(page, 'Отметить сезон 1').waitFor();
    },
    press: (page) => tap(button(page, 'Отметить сезон 1')),
    result: () => ({ selector: 'button[aria-label="Снять отметки сезона 1"]' }),
  }),
];

/** Every press, the eight first and the library's after them, in the order they are timed. */
export const ALL_PRESS_ACTIONS: readonly PressAction[] = [
  ...PRESS_ACTIONS,
  ...LIBRARY_PRESS_ACTIONS,
];

export interface PressRun {
  /** Press → the frame that shows the result; null when it never showed, or n/a. */
  ms: number | null;
  /** The build never showed the press's control: it lacks the feature (PressAction.needs). */
  notAvailable?: true;
  /** «Загрузка страницы...» was put on screen between the press and the result. */
  fallback: boolean;
  /** The app's own files (/assets/) the press still had to fetch. */
  chunksAfterPress: number;
}

export interface PressFigures {
  app: string;
  profile: PhoneProfile;
  busy: boolean;
  actions: {
    name: string;
    targetMs: number | null;
    runs: PressRun[];
    medianMs: number;
    /** The build lacks what the press needs (every run would be n/a: timed once). */
    notAvailable: boolean;
  }[];
}

export interface PressSection {
  runs: number;
  /** The presses timed (all, or those `--presses` named). */
  names: string[];
  figures: PressFigures[];
  lines: string[];
  targets: TargetCheck[];
}

/** The visitor's favorites, and «Показать ещё» pressed rather than reached by scrolling. */
const seedScript = (value: string) => `
if (!sessionStorage.getItem('bench-seeded')) {
  sessionStorage.setItem('bench-seeded', '1');
  localStorage.setItem('favorites', ${JSON.stringify(value)});
  localStorage.setItem('searchSettings', ${JSON.stringify(JSON.stringify({ endlessScroll: false }))});
}`;

async function measurePress(
  browser: Browser,
  origin: string,
  profile: PhoneProfile,
  action: PressAction,
  seed: Seed,
): Promise<PressRun> {
  const context = await newBenchContext(browser, [], { viewport: PHONE_VIEWPORT });
  try {
    await recordFallbacks(context);
    await context.addInitScript({ content: seedScript(seed.value) });
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
    if (action.needs) {
      // Start-up over first: a build that has the feature has drawn its control by then.
      if (!(await settling.settled({ markTimeoutMs: STARTUP_WAIT_MS })))
        throw new Error(`${action.path} never settled`);
      const shown = await action.needs
        .control(page)
        .first()
        .waitFor({ timeout: NEEDS_WAIT_MS })
        .then(
          () => true,
          () => false,
        );
      if (!shown) return { ms: null, notAvailable: true, fallback: false, chunksAfterPress: 0 };
    }
    await action.ready(page);
    // Start-up over (a build without the app's mark gets STARTUP_WAIT_MS) and the network quiet.
    if (!(await settling.settled({ markTimeoutMs: STARTUP_WAIT_MS })))
      throw new Error(`${action.path} never settled`);
    await action.before?.(page);
    const since = await page.evaluate(() => performance.now());
    await startWatch(page, 'press', await action.result(seed.films, page));
    await action.press(page);
    let painted: number | null = null;
    try {
      painted = await watchResult(page, 'press', 15_000);
    } catch {
      painted = null;
    }
    const pressed = await lastEvent(page, action.input ?? 'lastClick');
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

/** The seeds, from the app's own demo server (another commit's catalog may differ). */
async function seedsOf(origin: string, actions: readonly PressAction[]): Promise<Seeds> {
  const favorites = (await realFavorites(origin, 20))
    .filter((film) => film.imdbID !== PRESSED_FILM) // the film page's «В избранное» starts unpressed
    .slice(0, 2);
  const used = new Set(actions.map((action) => action.seed));
  const library: LibraryItem[] =
    used.has('library') || used.has('watching') ? await realLibrary(origin) : [];
  const watching: LibraryItem[] = used.has('watching')
    ? [
        ...library.filter((entry) => entry.status !== 'watching'),
        ...(await watchingShows(origin, SHOWS_IN_PROGRESS)),
      ]
    : [];
  return {
    favorites: { value: favoritesValue(favorites), films: favorites },
    library: { value: libraryValue(library), films: library },
    watching: { value: libraryValue(watching), films: watching },
  };
}

async function measureApp(
  browser: Browser,
  { app, origin }: { app: string; origin: string },
  profile: PhoneProfile,
  runs: number,
  busy: boolean,
  chosen: readonly PressAction[],
): Promise<PressFigures> {
  const seeds = await seedsOf(origin, chosen);
  const actions: PressFigures['actions'] = [];
  for (const action of chosen) {
    const measured: PressRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      // A control that never became clickable (a slow machine) costs one try, not the section.
      const timed = await retryOnce(`${app}: ${action.name}`, () =>
        measurePress(browser, origin, profile, action, seeds[action.seed ?? 'favorites']),
      );
      measured.push(timed);
      // The build lacks the feature: another run would wait for the control as long again.
      if (timed.notAvailable) break;
    }
    const notAvailable = measured.some((run) => run.notAvailable);
    const times = measured.map((run) => run.ms ?? Number.POSITIVE_INFINITY);
    actions.push({
      name: action.name,
      targetMs: targetMs(action.kind, profile),
      runs: measured,
      medianMs: notAvailable ? Number.NaN : median(times),
      notAvailable,
    });
    log(
      `presses ${app}, ${profileLabel(profile)}${busy ? ' (busy core)' : ''}: ${action.name} ` +
        (notAvailable
          ? `n/a: its control never showed (${NEEDS_WAIT_MS / 1000} s after start-up), this build lacks ${action.needs?.feature ?? 'it'}`
          : `${times.join(', ')} ms, chunks after the press ${measured.map((run) => run.chunksAfterPress).join(', ')}` +
            (measured.some((run) => run.fallback) ? ' — fallback shown' : '')),
    );
  }
  return { app, profile, busy, actions };
}

const cell = (figures: PressFigures['actions'][number]) => {
  if (figures.notAvailable) return 'n/a';
  const shown = Number.isFinite(figures.medianMs) ? `${round(figures.medianMs, 0)} ms` : 'never';
  return figures.runs.some((run) => run.fallback) ? `${shown} (fallback)` : shown;
};

export async function runPresses(
  browser: Browser,
  root: string,
  origin: string,
  options: {
    runs: number;
    against: readonly string[];
    profiles: readonly PhoneProfile[];
    /** `--presses`: substrings of the names of the presses to time; all when empty. */
    presses?: readonly string[];
  },
): Promise<PressSection> {
  const chosen = byName(ALL_PRESS_ACTIONS, options.presses ?? [], 'presses');
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
            figures.push(await measureApp(browser, app, profile, options.runs, busy, chosen));
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
      ...chosen.map((action, index) => {
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
              // This build has every feature: a control it never showed is a failure here.
              a.notAvailable ? 'its control never showed on this build' : undefined,
            ),
          ],
    ),
  );
  return {
    runs: options.runs,
    names: chosen.map((action) => action.name),
    figures,
    lines,
    targets,
  };
}
