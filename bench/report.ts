/** Each section's run as Markdown: its block in docs/performance.md (bench/page.ts puts it there). */
import type { FirstInteractionSection } from './firstInteraction.ts';
import { BROWSER_KEYS, type GrowthSection } from './growth.ts';
import { SHELF_KEYS, type ShelfGrowth } from './shelfGrowth.ts';
import type { InteractionSection, Timing } from './interaction.ts';
import { profileLabel, type Calibration } from './calibration.ts';
import type { Commit, MachineInfo } from './machine.ts';
import type { PressSection } from './presses.ts';
import type { LoadResult, ServerSection } from './server.ts';
import type { LighthouseSection } from './lighthouse.ts';
import type { StartupSection } from './startup.ts';
import type { SyncBenchResult } from './sync.ts';
import { median, round, type TargetCheck } from './util.ts';

export interface SectionFigures {
  firstInteraction: FirstInteractionSection;
  startup: StartupSection;
  lighthouse: LighthouseSection;
  interaction: InteractionSection;
  presses: PressSection;
  growth: GrowthSection;
  server: ServerSection;
  sync: SyncBenchResult;
}
export type SectionName = keyof SectionFigures;

/** In the order they run and appear on the page. */
export const SECTION_NAMES: readonly SectionName[] = [
  'firstInteraction',
  'startup',
  'lighthouse',
  'interaction',
  'presses',
  'growth',
  'server',
  'sync',
];

/** One section's run: what its block states, and what bench/results/<section>.json keeps. */
export interface SectionRun<Name extends SectionName = SectionName> {
  section: Name;
  startedAt: string;
  durationSec: number;
  commit: Commit;
  /** Every flag the section read, defaults included, so the run can be repeated. */
  flags: string[];
  machine: MachineInfo;
  /** 1/5/15-minute load averages at the section's start and end. */
  loadAverageStart: number[];
  loadAverageEnd: number[];
  /** The run's calibration, once before its first section (bench/calibration.ts). */
  calibration: Calibration;
  warnings: string[];
  figures: SectionFigures[Name];
}

const TITLES: Record<SectionName, string> = {
  firstInteraction: 'First interaction on a phone',
  startup: 'Start-up cost beside a plain React app',
  lighthouse: 'Lighthouse mobile beside a plain React app',
  interaction: 'Interactions',
  presses: 'Presses on a phone',
  growth: 'Growth: 100, 1,000 and 10,000 favorites; the shelves at 10,000 and 2,000',
  server: 'Server load',
  sync: 'Sync',
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const msv = (value: number) => `${round(value, 1)} ms`;
const cell = (value: string | number) => String(value).replace(/\|/g, '\\|');

function table(head: string[], rows: (string | number)[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

function firstInteraction(f: FirstInteractionSection): string {
  return [
    `Chromium on each phone profile (the CPU rate above, Lighthouse's slow 4G), median of ${f.runs}. ` +
      '«App takes over» is when the app handles presses itself (before then a press is held and replayed).',
    '',
    table(
      [
        'route',
        ...f.profiles.flatMap((p) => [
          `${profileLabel(p.profile)}: app takes over`,
          'requests before',
        ]),
      ],
      f.profiles[0].routes.map((row, index) => [
        `\`${row.route}\``,
        ...f.profiles.flatMap((p) => [
          msv(p.routes[index].takeoverMs),
          p.routes[index].requestsBeforeTakeover,
        ]),
      ]),
    ),
    '',
    ...f.profiles.map(
      (p) =>
        `- ${profileLabel(p.profile)}: a search typed and sent as soon as the box shows: results ${msv(p.immediateSearchMedianMs)} ` +
        `after navigation (runs: ${p.immediateSearchMs.join(', ')} ms). Lost interactions (searches and presses on «В избранное»): **${p.lost}**.`,
    ),
    ...f.profiles.map(
      (p) =>
        `- ${profileLabel(p.profile)}: \`/favorites\` on a returning visit, from the HTML's last byte to the first film card painted: ` +
        `${msv(p.firstCardMedianMs)} (runs: ${p.firstCardMs.join(', ')} ms; drawn from the stored first screen in ${p.firstCardStored} of ${p.firstCardMs.length}). ` +
        `A page of one line, timed the same way: ${msv(p.oneLineMedianMs)} (runs: ${p.oneLineMs.join(', ')} ms).`,
    ),
    '',
    "Timed by the page itself: the bench hears each paint and mark from the page's console, and runs nothing of " +
      "Playwright's in the page before the figure is taken (its injected script, run on first use, costs the low-tier " +
      'phone about a third of a second).',
  ].join('\n');
}

function startup(f: StartupSection): string {
  const middle = (values: number[]) => median(values);
  return [
    `\`/\` and a shared search link's results page, \`/?q=matrix\`, on a first visit on each phone profile (the CPU rate above, Lighthouse's slow 4G), median of ${f.runs}, the apps taking turns. ` +
      `«Blocking»: each long task's time over 50 ms, from the first paint to ${f.windowMs / 1000} s after navigation, ` +
      "observed in Chromium (not simulated), as Lighthouse's TBT counts it; «from navigation» counts the tasks before " +
      'the first paint too; «largest paint» is the largest contentful paint, on the results page the films. ' +
      'The plain app is bench/plainApp/: the same search form as one client-rendered React bundle, served by the ' +
      'same server, which asks OMDb for a linked search once React has started. «Busy core»: one `node -e "for(;;){}"` beside it.',
    '',
    table(
      [
        'profile',
        'route',
        'app',
        'machine',
        'blocking',
        'runs',
        'from navigation',
        'long tasks',
        'last long task ends',
        'first paint',
        'largest paint',
        'JS in 6 s',
      ],
      f.rows.map((row) => [
        profileLabel(row.profile),
        `\`${row.route}\``,
        row.app,
        row.machine,
        `**${msv(row.blockingMedianMs)}**`,
        row.loads.map((load) => round(load.blockingMs, 0)).join(', '),
        msv(middle(row.loads.map((load) => load.blockingFromStartMs))),
        middle(row.loads.map((load) => load.longTasks)),
        msv(middle(row.loads.map((load) => load.lastLongTaskEndMs))),
        msv(middle(row.loads.map((load) => load.firstPaintMs))),
        msv(middle(row.loads.map((load) => load.largestPaintMs))),
        `${kb(middle(row.loads.map((load) => load.jsKb)) * 1024)} in ${middle(row.loads.map((load) => load.jsRequests))}`,
      ]),
    ),
    '',
    'What ran longest in each long task after the first paint, every load counted (long animation frames):',
    '',
    ...f.rows.map((row) => {
      const causes = new Map<string, number>();
      for (const cause of row.loads.flatMap((load) => load.longTaskCauses ?? []))
        causes.set(cause, (causes.get(cause) ?? 0) + 1);
      const listed = [...causes].map(([cause, count]) => `\`${cause}\` ×${count}`).join(', ');
      return `- ${profileLabel(row.profile)}, \`${row.route}\`, ${row.app}, ${row.machine}: ${listed || 'none'}`;
    }),
  ].join('\n');
}

function lighthouse(f: LighthouseSection): string {
  const figure = (loads: readonly number[], unit: string) =>
    `${round(median(loads), 0)}${unit} (${loads.map((value) => round(value, 0)).join(', ')})`;
  return [
    `Lighthouse ${f.version}, its mobile preset as it ships (simulated slow 4G and a fourfold CPU slowdown, not the calibrated ` +
      `profiles above), performance only, a cold load each time, the apps taking turns; median of ${f.runs}, each run in brackets. ` +
      'The plain app is the one of the start-up section.',
    '',
    table(
      [
        'route',
        'app',
        'total blocking time',
        'time to interactive',
        'first paint',
        'largest paint',
        'requests',
        'score',
      ],
      f.rows.map((row) => [
        `\`${row.route}\``,
        row.app,
        `**${figure(
          row.loads.map((load) => load.totalBlockingMs),
          ' ms',
        )}**`,
        figure(
          row.loads.map((load) => load.interactiveMs),
          ' ms',
        ),
        msv(median(row.loads.map((load) => load.firstPaintMs))),
        msv(median(row.loads.map((load) => load.largestPaintMs))),
        median(row.loads.map((load) => load.requests)),
        median(row.loads.map((load) => load.score)),
      ]),
    ),
  ].join('\n');
}

function interaction(i: InteractionSection): string {
  const row = (what: string, t: Timing, runs: Timing[]) => [
    what,
    msv(t.totalMs),
    msv(t.networkMs),
    `**${msv(t.aboveNetworkMs)}**`,
    msv(t.beforeRequestMs),
    msv(t.afterResponseMs),
    runs.map((run) => round(run.aboveNetworkMs, 0)).join(', '),
  ];
  const scroll = i.endlessScroll;
  return [
    `Chromium (1280×800), median of ${i.runs}, each repetition in a fresh context (empty caches). ` +
      '«Painted»: the first frame rendered after the element appeared.',
    '',
    table(
      [
        'interaction',
        'total',
        'network',
        'above network',
        'before the request',
        'after the response',
        'above network per run',
      ],
      [
        row('search "matrix": request start → first card', i.search.median, i.search.runs),
        row('a card clicked → its film page', i.openMovie.median, i.openMovie.runs),
        row('«Показать ещё» ("star") → 11th card', i.loadMore.median, i.loadMore.runs),
      ],
    ),
    '',
    `The film page's chunk arrived ${i.openMovie.chunkReadyMs.map((v) => round(v, 0)).join(', ')} ms after the click. ` +
      `A repeated query ("matrix", "batman", "matrix") made ${i.repeatedQuery.requests.join(', ')} requests for its third search.`,
    '',
    'Endless scrolling through a search of 100 results, pages 2 to 10 each asked for by scrolling to the bottom ' +
      '(the control waits 300 ms in view): the longest task from the scroll to the page of cards painted ' +
      `(0: none of 50 ms or more; the same observer saw ${scroll.startupLongTasks} during start-up, ` +
      `and a task of ours blocking 80 ms as ${msv(scroll.calibrationTaskMs)}).`,
    '',
    table(
      ['page', ...scroll.longestTaskMs.map((_, index) => String(index + 2))],
      [
        ['longest task', ...scroll.longestTaskMs.map(msv)],
        ['scroll → cards painted', ...scroll.appendedMs.map(msv)],
      ],
    ),
    '',
    'A route other than `/` opened directly:',
    '',
    table(
      ['route', 'search page painted first?', "route's own page painted"],
      i.deepLinks.map((d) => [
        `\`${d.route}\``,
        d.searchPagePaintedMs === null ? 'no' : `**yes**, at ${msv(d.searchPagePaintedMs)}`,
        msv(d.ownPagePaintedMs),
      ]),
    ),
  ].join('\n');
}

function presses(p: PressSection): string {
  return [
    "Each press on a fresh page of each phone profile (the CPU rate above, Lighthouse's slow 4G) once start-up is over " +
      "(the favorites page's on its second visit, under the service worker the first installed), " +
      'from the press to the frame that shows its result, timed inside the page; «(fallback)» where ' +
      "«Загрузка страницы...» showed in between; «n/a» where a build never showed the press's control " +
      "(a commit from before its feature). The library's presses (shelves, seasons) run on a library " +
      'of real titles on every shelf, three series in progress (Game of Thrones S01E01–S01E03 marked), ' +
      '«Смотрю» with 50 shows in progress. Quiet, then beside one busy core; other commits named ' +
      'with `--against` were built and served in the same run. The targets judge the quiet runs, as a ' +
      'profile is the phone; beside a busy core the figures are reported.',
    '',
    ...p.lines,
  ].join('\n');
}

const GROWTH_MEASURES: Record<(typeof BROWSER_KEYS)[number], string> = {
  carouselFirstRenderMs: 'carousel: navigation → first card',
  gridFcpMs: "grid page: first contentful paint (the route's shell)",
  gridChunkReadyMs: "grid page: the favorites page's chunk loaded",
  gridFirstRenderMs: 'grid: navigation → first card',
  switchToGridMs: '«Сетка» clicked → first grid card',
  removeOneMs: '«Удалить» confirmed → card gone',
  storageWriteMs: 'the list serialized and written to localStorage, in the page',
  statsPageMs: '`/charts`: navigation → «Общая статистика»',
  scrollToLastMs: 'grid: scroll to the end → last card painted',
  filterKeystrokeMs: 'grid: key in «Найти в избранном» → filtered grid',
  sortChangeMs: 'grid: new order → re-sorted grid',
};

const SHELF_MEASURES: Record<(typeof SHELF_KEYS)[number], string> = {
  watchedFirstRenderMs: '`/watched`: navigation → first card',
  watchedScrollToLastMs: '`/watched`: scroll to the end → last card painted',
  watchedFilterKeystrokeMs: '`/watched`: key in «Найти на полке» → filtered shelf',
  watchlistFirstRenderMs: '`/watchlist`: navigation → first card',
  watchlistScrollToLastMs: '`/watchlist`: scroll to the end → last card painted',
  watchlistSortChangeMs: '`/watchlist`: order by year → re-sorted shelf',
  pickOpenMs: '`/watchlist`: «Что посмотреть?» → its dialog',
  pickChooseMs: '`/watchlist`: «Выбрать» → a title picked',
  diaryFirstRenderMs: '`/diary`: navigation → first row',
  diaryScrollToLastMs: '`/diary`: scroll to the end → oldest day painted',
};

function shelves(s: ShelfGrowth): string {
  const n = (value: number) => value.toLocaleString('en-US');
  const dom = (what: string, count: ShelfGrowth['rendered']['watched']) => [
    `${what}: in the DOM at the top / at the end (a fact, not a time)`,
    `${count.top} / ${count.end} of ${n(count.setSize)}`,
    '',
  ];
  return [
    `The shelves: ${n(s.watched)} titles on «Просмотрено» (each rated, with one watch day, every fourth with a ` +
      `second) and ${n(s.wanted)} on «Хочу посмотреть», synthetic, in localStorage; median of ${s.runs.length} ` +
      'in Chromium. The watchlist fetches the details it does not keep; the synthetic ids are not in the demo ' +
      'catalog, so each lookup fails and the orders by runtime and IMDb rating would leave the list as it was: ' +
      "the order timed is the year's, which reads the stored year. Its tools are timed once that run is over " +
      `(${msv(s.watchlistDetailsMs)} after navigation).`,
    '',
    table(
      ['measure', 'median', 'runs'],
      [
        ...SHELF_KEYS.map((key) => [
          SHELF_MEASURES[key],
          msv(s.timings[key]),
          s.runs.map((run) => round(run.timings[key], 0)).join(', '),
        ]),
        dom('`/watched`', s.rendered.watched),
        dom('`/watchlist`', s.rendered.watchlist),
        dom('`/diary` (days and month headings)', s.rendered.diary),
        ['`favorites` in localStorage', kb(s.storageBytes), ''],
      ],
    ),
  ].join('\n');
}

const RATIO_MEASURES: Record<string, string> = {
  ...GROWTH_MEASURES,
  statsFunctionsMs: 'statistics in Node: total',
  storageBytes: '`favorites` in localStorage',
};

function growth(g: GrowthSection): string {
  const sizes = g.rows.map((row) => row.size.toLocaleString('en-US'));
  const stats = ['yearDistributionMs', 'typeDistributionMs', 'generalStatsMs', 'totalMs'] as const;
  return [
    `Synthetic favorites in localStorage, median of ${g.runs} in Chromium; the statistics functions ` +
      `median of ${g.statsIterations} in Node. A plain text page opened the same way first paints at ` +
      `${msv(g.floorFcpMs)} here: no page can be timed below that.`,
    '',
    table(
      ['measure', ...sizes],
      [
        ...BROWSER_KEYS.map((key) => [
          GROWTH_MEASURES[key],
          ...g.rows.map((row) => msv(row.browser[key])),
        ]),
        ...stats.map((key) => [
          `statistics in Node: ${key.replace(/Ms$/, '')}`,
          ...g.rows.map((row) => `${round(row.statsFunctions[key], 3)} ms`),
        ]),
        ['`favorites` in localStorage', ...g.rows.map((row) => kb(row.storageBytes))],
      ],
    ),
    '',
    'Ten times the items (≤ 10×: linear or better):',
    '',
    table(
      ['measure', '1,000 / 100', '10,000 / 1,000'],
      g.ratios.map((r) => [
        RATIO_MEASURES[r.measure] ?? r.measure,
        `${r.k1Over100}×`,
        `${r.k10Over1k}×`,
      ]),
    ),
    '',
    shelves(g.shelves),
  ].join('\n');
}

function server(s: ServerSection): string {
  const row = (r: LoadResult) => [
    r.name,
    `\`${r.path}\``,
    r.requestsPerSec,
    `${r.latencyP50Ms} ms`,
    `${r.latencyP99Ms} ms`,
    `${r.latencyMaxMs} ms`,
    r.totalRequests,
    r.non2xx + r.errors,
    `${r.throughputMBps} MB/s`,
  ];
  return [
    `autocannon, ${s.connections} connections, ${s.durationSec} s each, 127.0.0.1, \`accept-encoding: ${s.acceptEncoding}\`, ` +
      'against the production server in demo mode serving a copy of `dist/`; server and load generator each in ' +
      'a process of its own. Repeated requests measure the cached path. The last row is a bare `node:http` ' +
      'server under the same load: what the machine allowed at the time.',
    '',
    table(
      ['what', 'path', 'req/s', 'p50', 'p99', 'max', 'requests', 'non-2xx + errors', 'throughput'],
      [...s.results.map(row), row(s.baseline)],
    ),
  ].join('\n');
}

function sync(s: SyncBenchResult): string {
  return [
    'A new phone joining 2,000 films, one change reaching a second device, and many devices each posting ' +
      'one encrypted message a second, to one SQLite instance and to two sharing PostgreSQL and Redis.',
    '',
    ...s.lines.map((line) => `- ${line}`),
  ].join('\n');
}

const BODIES: { [Name in SectionName]: (figures: SectionFigures[Name]) => string } = {
  firstInteraction,
  startup,
  lighthouse,
  interaction,
  presses,
  growth,
  server,
  sync,
};

function targets(checks: readonly TargetCheck[]): string {
  if (checks.length === 0) return 'No targets.';
  const missed = checks.filter((t) => !t.ok).length;
  const noted = checks.some((t) => t.note);
  return [
    `**Targets: ${checks.length - missed} of ${checks.length} met.**`,
    '',
    table(
      ['', 'what', 'target', 'measured', ...(noted ? ['note'] : [])],
      checks.map((t) => [
        t.ok ? 'met' : '**missed**',
        t.what,
        t.target,
        t.actual,
        ...(noted ? [t.note ?? ''] : []),
      ]),
    ),
  ].join('\n');
}

const loads = (values: readonly number[]) => values.join(' / ');

function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

function header(run: SectionRun): string {
  const m = run.machine;
  return [
    `- Run: ${run.startedAt.slice(0, 16).replace('T', ' ')} UTC, ${duration(run.durationSec)}, ` +
      `at commit \`${run.commit.hash}\`${run.commit.uncommittedChanges ? ' with uncommitted changes' : ''}`,
    `- Flags: ${run.flags.length > 0 ? run.flags.map((f) => `\`${f}\``).join(' ') : 'none'}`,
    `- Machine: ${m.cpuModel}, ${m.cores} cores, ${m.memoryGb} GB RAM; ${m.os}; Node ${m.node}; ${m.chromium}`,
    `- Phone profiles, calibrated at the run's start as Chrome DevTools does: ${run.calibration.summary} ` +
      `(index runs ${run.calibration.indexRuns.map((value) => Math.round(value)).join(', ')})`,
    `- Load average (1/5/15 min): ${loads(run.loadAverageStart)} at the start, ${loads(run.loadAverageEnd)} at the end` +
      // Judged at the start: by the end the bench's own load (a busy core, autocannon) is in it.
      (run.loadAverageStart[0] > m.cores
        ? `: **above its ${m.cores} cores at the start**, so other work may have slowed the timings`
        : ''),
  ].join('\n');
}

export function renderBlock<Name extends SectionName>(run: SectionRun<Name>): string {
  const body = BODIES[run.section] as (figures: SectionFigures[Name]) => string;
  return [
    `### ${TITLES[run.section]}`,
    '',
    header(run),
    '',
    ...run.warnings.map((warning) => `> **Warning:** ${warning}\n`),
    body(run.figures),
    '',
    targets(run.figures.targets),
  ].join('\n');
}
