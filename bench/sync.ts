/**
 * Sync, measured (`npx tsx bench/sync.ts`, or `npm run bench -- --only=sync` after `npm run build`):
 *
 * 1. A new device: device A (a browser context with 2,000 favorites, many rated and noted) turns
 *    sync on through «Синхронизация» → «Включить» and reads the link; device B, a fresh context on
 *    the low-tier phone profile (bench/calibration.ts: its CPU rate calibrated on this machine,
 *    Lighthouse's slow 4G), opens it. Timed: navigation start → the
 *    join dialog's summary painted, and «Подключить» → «2 000 фильмов в избранном» painted.
 * 2. One change: two joined contexts on localhost, unthrottled; A presses «В избранное» (or
 *    «В избранном», to remove it) on a film page; timed until B's favorites count is painted anew.
 * 3. Load: 200 devices (Node, no browser), each sending one encrypted message a second to its own
 *    store while long-polling it; one instance with SQLite, then two with PostgreSQL + Redis.
 *
 * Flags: --parts=newDevice,change,load  --runs=3 (part 1)  --changes=10 (part 2)
 * --devices=200 --load-seconds=20 (part 3). Servers listen on 127.0.0.1 and are stopped at the end;
 * their temporary data directories are removed. Run alone, it prints its figures and writes nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startTestPostgres } from '../server/test/postgresServer.ts';
import { startTestRedis } from '../server/test/redisServer.ts';
import {
  deriveSyncSecrets,
  encryptJson,
  newSyncKey,
  type SyncSecrets,
} from '../src/data/sync/crypto.ts';
import { favoritesText } from '../src/features/favorites/favoritesText.ts';
import { listening } from '../scripts/serverProcess.ts';
import { snapshotDist, startAppServer, type AppServer } from './appServer.ts';
import {
  lastClick,
  launchBrowser,
  newBenchContext,
  PHONE_VIEWPORT,
  startWatch,
  watchResult,
} from './browser.ts';
import {
  calibrate,
  emulatePhone,
  phoneProfiles,
  profileLabel,
  type PhoneProfile,
} from './calibration.ts';
import { count, list } from './flags.ts';
import { seedContext, syntheticFavorites, type FavoriteItem } from './seed.ts';
import { check, log, median, retryOnce, round, type TargetCheck } from './util.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const COUNT_SELECTOR = 'p[aria-live="polite"]';
const FILM = 'tt0133093'; // in the demo catalog
const WAIT_MS = 60_000;

/** Only the sync routes' limits that a bench from one IP would hit are raised. */
const SERVER_ENV = {
  SYNC_NEW_STORES_PER_HOUR: '100000',
  // Blank: whatever the calling shell has set does not leak into the measured servers.
  DATABASE_URL: '',
  REDIS_URL: '',
  OMDB_API_KEY: '',
};

export interface SyncBenchOptions {
  parts: readonly ('newDevice' | 'change' | 'load')[];
  runs: number;
  changes: number;
  devices: number;
  loadSeconds: number;
  /** The run's calibrated profiles (bench/run.ts); alone, the bench calibrates its own. */
  profiles?: readonly PhoneProfile[];
}

export interface LoadRun {
  name: string;
  devices: number;
  seconds: number;
  posts: number;
  postErrors: number;
  pollErrors: number;
  postP50Ms: number;
  postP95Ms: number;
  postP99Ms: number;
  /** A POST sent → the same message in the answer of its store's waiting GET. */
  deliveryP50Ms: number;
  deliveryP95Ms: number;
  rssMbBefore: number[];
  rssMbAfter: number[];
}

export interface SyncBenchResult {
  newDevice?: { summaryMs: number[]; joinMs: number[]; totalMs: number[] };
  change?: { ms: number[] };
  load: LoadRun[];
  lines: string[];
  targets: TargetCheck[];
}

// ---------------------------------------------------------------------------------------------
// Seeds

const NOTE_WORDS =
  'Пересмотреть зимой вместе с друзьями; финал сильнее, чем помнилось, музыка держит напряжение, а вторая половина немного затянута, но оператор снял город так, что хочется поехать туда весной'.split(
    ' ',
  );

/** 100–300 characters of Russian text, different per film. */
function noteFor(index: number): string {
  const length = 100 + ((index * 73) % 201);
  let text = `№${index + 1}.`;
  for (let word = index; text.length < length; word += 1)
    text += ` ${NOTE_WORDS[word % NOTE_WORDS.length]}`;
  return text.slice(0, length);
}

type SeedItem = FavoriteItem & { rating?: number; note?: string };

/** `count` synthetic favorites; two in three rated 1–10, every other one with a note. */
export function personalFavorites(count: number): SeedItem[] {
  return syntheticFavorites(count).map((item, index) => ({
    ...item,
    ...(index % 3 !== 2 && { rating: 1 + ((index * 7) % 10) }),
    ...(index % 2 === 0 && { note: noteFor(index) }),
  }));
}

const favoritesValueV3 = (items: readonly SeedItem[]) => JSON.stringify({ version: 3, items });

// ---------------------------------------------------------------------------------------------
// Browser parts

/** Device A: its favorites seeded, sync turned on through the dialog; gives the link. */
async function enableSync(
  browser: Browser,
  origin: string,
  items: readonly SeedItem[],
): Promise<{ context: BrowserContext; page: Page; link: string }> {
  const context = await newBenchContext(browser);
  await seedContext(context, origin, favoritesValueV3(items));
  const page = await context.newPage();
  if (process.env.BENCH_SYNC_DEBUG)
    page.on('response', (response) => {
      if (response.url().includes('/api/sync/'))
        log(
          `A: ${response.request().method()} ${response.status()} ${response.request().postData()?.length ?? 0} chars`,
        );
    });
  await page.goto(`${origin}/favorites`);
  await page.getByRole('button', { name: 'Действия со списком' }).click({ timeout: WAIT_MS });
  await page.getByRole('button', { name: 'Синхронизация', exact: true }).click();
  await page.getByRole('button', { name: 'Включить', exact: true }).click();
  const link = await page
    .getByLabel('Ссылка для другого устройства')
    .inputValue({ timeout: WAIT_MS })
    .catch(async (error: unknown) => {
      const dialog = await page
        .getByRole('dialog')
        .textContent()
        .catch(() => null);
      throw new Error(`turning sync on failed; the dialog says: ${dialog}`, { cause: error });
    });
  if (!link.includes('#sync=')) throw new Error(`no sync link shown (got "${link}")`);
  return { context, page, link };
}

async function newDeviceRun(
  browser: Browser,
  origin: string,
  films: number,
  profile: PhoneProfile,
) {
  const a = await enableSync(browser, origin, personalFavorites(films));
  const context = await newBenchContext(
    browser,
    [['summary', { selector: 'p', text: 'Добавится' }]],
    {
      viewport: PHONE_VIEWPORT,
    },
  );
  try {
    const page = await context.newPage();
    await emulatePhone(page, profile);
    // The first read of the store (`after=0`): how much it brings, and how long it takes.
    const firstRead = page
      .waitForResponse(
        (r) => r.url().includes('/api/sync/v1/stores/') && r.url().includes('after=0'),
        {
          timeout: WAIT_MS,
        },
      )
      .then(async (response) => ({
        bytes: (await response.body()).length,
        ms: response.request().timing().responseEnd,
      }));
    await page.goto(a.link, { waitUntil: 'commit' });
    const summaryMs = await watchResult(page, 'summary', WAIT_MS);
    const summary = (await page.getByText('Добавится').first().textContent()) ?? '';
    if (process.env.BENCH_SYNC_DEBUG)
      log(
        JSON.stringify(
          await page.evaluate(() =>
            performance
              .getEntries()
              .filter((e) => e.entryType === 'resource' || e.entryType === 'mark')
              .map((e) => [
                e.entryType,
                e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 60),
                Math.round(e.startTime),
                Math.round(e.startTime + e.duration),
              ]),
          ),
        ),
      );
    const countText = favoritesText.count(films);
    await startWatch(page, 'count', { selector: COUNT_SELECTOR, text: countText });
    await page.getByRole('button', { name: 'Подключить', exact: true }).click();
    const clicked = await lastClick(page);
    const shown = await watchResult(page, 'count', WAIT_MS);
    return { summaryMs, joinMs: shown - clicked, summary, read: await firstRead };
  } finally {
    await context.close();
    await a.context.close();
  }
}

/** performance.timeOrigin + `at`: a page's time on the clock every page of the machine shares. */
const wallClock = (page: Page, at: number) =>
  page.evaluate((value) => performance.timeOrigin + value, at);

/**
 * Resolves once the page's next document has a long-poll waiting (its sync engine is connected);
 * call before navigating: a request the previous document made does not count.
 */
function longPolling(page: Page): Promise<unknown> {
  let navigated = false;
  page.once('framenavigated', () => (navigated = true));
  return page.waitForRequest(
    (req) =>
      navigated && req.url().includes('/api/sync/v1/stores/') && req.url().includes('wait=25'),
    { timeout: WAIT_MS },
  );
}

async function changeRuns(browser: Browser, origin: string, changes: number): Promise<number[]> {
  const films = 20;
  const a = await enableSync(browser, origin, personalFavorites(films));
  const bContext = await newBenchContext(browser);
  try {
    const b = await bContext.newPage();
    const bPolling = longPolling(b);
    await b.goto(a.link);
    await b.getByRole('button', { name: 'Подключить', exact: true }).click({ timeout: WAIT_MS });
    await b.getByText(favoritesText.count(films)).waitFor({ timeout: WAIT_MS });
    await bPolling;
    const aPolling = longPolling(a.page);
    await a.page.goto(`${origin}/movie/${FILM}`);
    await aPolling;
    await a.page.waitForTimeout(1000);
    const toggle = a.page.getByRole('button', { name: /^В избранно(е|м)$/ });
    const times: number[] = [];
    let count = films;
    for (let run = 0; run < changes; run += 1) {
      const adding = (await toggle.getAttribute('aria-pressed')) !== 'true';
      count += adding ? 1 : -1;
      await startWatch(b, 'change', { selector: COUNT_SELECTOR, text: favoritesText.count(count) });
      await toggle.click();
      const clicked = await wallClock(a.page, await lastClick(a.page));
      const shown = await wallClock(b, await watchResult(b, 'change', WAIT_MS));
      times.push(shown - clicked);
      log(
        `change #${run + 1} (${adding ? 'added' : 'removed'}): ${Math.round(shown - clicked)} ms`,
      );
      await a.page.waitForTimeout(1500);
    }
    return times;
  } finally {
    await bContext.close();
    await a.context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Load

interface ServerProcess {
  origin: string;
  pid: number;
  stop: () => Promise<void>;
}

/** `server/index.ts` as production runs it, on 127.0.0.1 and a free port. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { origin, stop } = await listening(child);
  return { origin, pid: child.pid ?? -1, stop };
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    return round(kb / 1024, 1);
  } catch {
    return Number.NaN;
  }
}

interface Answer {
  status: number;
  body: string;
}

function httpCall(
  agent: Agent,
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: string,
  signal?: AbortSignal,
): Promise<Answer> {
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent,
        signal,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body !== undefined && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface Device {
  secrets: SyncSecrets;
  /** Where it writes and where it long-polls (another instance when there are two). */
  writeTo: string;
  readFrom: string;
  cursor: number;
}

/** What one device's message holds: one film changed, as the client sends it (encrypted). */
function fragment(device: number, step: number) {
  const id = `tt${String(2_000_000 + device * 1000 + (step % 1000)).padStart(7, '0')}`;
  const stamp = `${String(Date.now()).padStart(15, '0')}:0000:dev${device}`;
  return {
    v: 1,
    state: { [id]: { in: { v: true, at: stamp }, rating: { v: 1 + (step % 10), at: stamp } } },
  };
}

async function loadRun(
  name: string,
  origins: string[],
  pids: number[],
  devices: number,
  seconds: number,
): Promise<LoadRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const list: Device[] = await Promise.all(
    Array.from({ length: devices }, async (_, index) => ({
      secrets: await deriveSyncSecrets(newSyncKey()),
      writeTo: origins[index % origins.length],
      readFrom: origins[(index + 1) % origins.length],
      cursor: 0,
    })),
  );
  const base = '/api/sync/v1/stores/';
  const post = async (device: Device, index: number, step: number, id = `m${index}x${step}`) => {
    const data = await encryptJson(device.secrets, fragment(index, step));
    const body = JSON.stringify({ messages: [{ id, data }] });
    return httpCall(
      agent,
      device.writeTo,
      'POST',
      `${base}${device.secrets.storeId}/messages`,
      device.secrets.token,
      body,
    );
  };
  // Each store is made by its first write, before the measured time (as turning sync on does).
  for (let start = 0; start < list.length; start += 20) {
    await Promise.all(
      list.slice(start, start + 20).map(async (device, offset) => {
        const answer = await post(device, start + offset, 0);
        if (answer.status !== 200)
          throw new Error(`creating a store: ${answer.status} ${answer.body}`);
        device.cursor = (JSON.parse(answer.body) as { seq: number }).seq;
      }),
    );
  }
  const rssMbBefore = pids.map(rssMb);
  const stop = new AbortController();
  // Every waiting GET listens to it.
  setMaxListeners(0, stop.signal);
  const latencies: number[] = [];
  const deliveries: number[] = [];
  const sentAt = new Map<string, number>();
  let postErrors = 0;
  let pollErrors = 0;
  const errorSamples: string[] = [];

  const poll = async (device: Device) => {
    while (!stop.signal.aborted) {
      try {
        const path = `${base}${device.secrets.storeId}?after=${device.cursor}&wait=25`;
        const answer = await httpCall(
          agent,
          device.readFrom,
          'GET',
          path,
          device.secrets.token,
          undefined,
          stop.signal,
        );
        const got = performance.now();
        if (answer.status !== 200) {
          pollErrors += 1;
          if (errorSamples.length < 5) errorSamples.push(`GET ${answer.status} ${answer.body}`);
          continue;
        }
        const read = JSON.parse(answer.body) as { seq: number; messages: { id: string }[] };
        for (const message of read.messages) {
          const at = sentAt.get(message.id);
          if (at !== undefined) deliveries.push(got - at);
        }
        device.cursor = read.seq;
      } catch (error) {
        if (stop.signal.aborted) return;
        pollErrors += 1;
        if (errorSamples.length < 5) errorSamples.push(`GET ${String(error)}`);
      }
    }
  };
  const polls = list.map(poll);

  const started = performance.now();
  const end = started + seconds * 1000;
  const writes = list.map(async (device, index) => {
    const pending: Promise<void>[] = [];
    // Spread over the second; then one a second, on schedule whatever the answers' latency.
    let next = started + (index / list.length) * 1000;
    for (let step = 1; next < end; step += 1, next += 1000) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      pending.push(
        (async () => {
          const sent = performance.now();
          try {
            const id = `m${index}x${step}`;
            sentAt.set(id, sent);
            const answer = await post(device, index, step, id);
            latencies.push(performance.now() - sent);
            if (answer.status !== 200) {
              postErrors += 1;
              if (errorSamples.length < 5)
                errorSamples.push(`POST ${answer.status} ${answer.body}`);
            }
          } catch (error) {
            postErrors += 1;
            if (errorSamples.length < 5) errorSamples.push(`POST ${String(error)}`);
          }
        })(),
      );
    }
    await Promise.all(pending);
  });
  await Promise.all(writes);
  // The last messages' wake-ups.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssMbAfter = pids.map(rssMb);
  stop.abort();
  await Promise.allSettled(polls);
  agent.destroy();
  if (errorSamples.length > 0) log(`${name}: errors, e.g. ${errorSamples.join(' | ')}`);
  return {
    name,
    devices,
    seconds,
    posts: latencies.length,
    postErrors,
    pollErrors,
    postP50Ms: round(percentile(latencies, 50), 1),
    postP95Ms: round(percentile(latencies, 95), 1),
    postP99Ms: round(percentile(latencies, 99), 1),
    deliveryP50Ms: round(percentile(deliveries, 50), 1),
    deliveryP95Ms: round(percentile(deliveries, 95), 1),
    rssMbBefore,
    rssMbAfter,
  };
}

async function runLoad(devices: number, seconds: number): Promise<LoadRun[]> {
  const results: LoadRun[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'filmoteka-sync-bench-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      log(`load: ${devices} devices × ${seconds} s, one instance, SQLite…`);
      results.push(
        await loadRun('1 instance, SQLite', [server.origin], [server.pid], devices, seconds),
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const postgres = await startTestPostgres();
  const redis = await startTestRedis();
  const servers: ServerProcess[] = [];
  try {
    const env = { DATABASE_URL: await postgres.createDatabase(), REDIS_URL: redis.url };
    servers.push(await startServer(env), await startServer(env));
    log(`load: ${devices} devices × ${seconds} s, two instances, PostgreSQL + Redis…`);
    results.push(
      await loadRun(
        '2 instances, PostgreSQL + Redis',
        servers.map((s) => s.origin),
        servers.map((s) => s.pid),
        devices,
        seconds,
      ),
    );
  } finally {
    for (const server of servers) await server.stop();
    await redis.kill();
    postgres.stop();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// The whole bench

const fmt = (values: readonly number[]) => values.map((v) => Math.round(v)).join(', ');

export async function runSyncBench(options: SyncBenchOptions): Promise<SyncBenchResult> {
  const result: SyncBenchResult = { load: [], lines: [], targets: [] };
  const line = (text: string) => {
    result.lines.push(text);
    console.log(text);
  };
  const wantsBrowser = options.parts.includes('newDevice') || options.parts.includes('change');
  if (wantsBrowser) {
    const snapshot = await snapshotDist(root);
    const dataDir = mkdtempSync(join(tmpdir(), 'filmoteka-sync-bench-'));
    let server: AppServer | undefined;
    let browser: Browser | undefined;
    try {
      // A busy machine sometimes misses the start-up time-out.
      server = await retryOnce('starting the app server', () =>
        startAppServer(root, snapshot.dir, { ...SERVER_ENV, BENCH_SYNC: '1', DATA_DIR: dataDir }),
      );
      browser = await launchBrowser();
      if (options.parts.includes('newDevice')) {
        const films = 2000;
        // The slow phone: a new device joining is the heaviest thing a phone does for sync.
        const profiles = options.profiles ?? phoneProfiles(await calibrate(browser));
        const phone = profiles.find((profile) => profile.name === 'low-tier') ?? profiles[0];
        const summaryMs: number[] = [];
        const joinMs: number[] = [];
        const readKb: number[] = [];
        const readMs: number[] = [];
        for (let run = 0; run < options.runs; run += 1) {
          const one = await newDeviceRun(browser, server.origin, films, phone);
          summaryMs.push(one.summaryMs);
          joinMs.push(one.joinMs);
          readKb.push(one.read.bytes / 1024);
          readMs.push(one.read.ms);
          log(
            `new device #${run + 1}: summary ${Math.round(one.summaryMs)} ms («${one.summary}»), joined ${Math.round(one.joinMs)} ms`,
          );
        }
        const totalMs = summaryMs.map((value, index) => value + joinMs[index]);
        result.newDevice = { summaryMs, joinMs, totalMs };
        const total = median(totalMs);
        line(
          `sync new device (${profileLabel(phone)}, ${films} films): link opened → join summary shown, median of ${options.runs}: ${Math.round(median(summaryMs))} ms [${fmt(summaryMs)}]`,
        );
        line(
          `sync new device (${profileLabel(phone)}, ${films} films): «Подключить» → «${favoritesText.count(films)}», median of ${options.runs}: ${Math.round(median(joinMs))} ms [${fmt(joinMs)}]`,
        );
        line(
          `sync new device (${profileLabel(phone)}, ${films} films): sum, median of ${options.runs}: ${Math.round(total)} ms [${fmt(totalMs)}]`,
        );
        line(
          `sync new device (${profileLabel(phone)}, ${films} films): the store's first read, median: ${Math.round(median(readKb))} KB in ${Math.round(median(readMs))} ms (request sent → last byte)`,
        );
        result.targets.push(
          check(
            'sync',
            `${films} films reach a new phone (summary + join)`,
            '≤ 3000 ms',
            `${Math.round(total)} ms`,
            total <= 3000,
          ),
        );
      }
      if (options.parts.includes('change')) {
        const ms = await changeRuns(browser, server.origin, options.changes);
        result.change = { ms };
        const value = median(ms);
        line(
          `sync one change A → B (localhost, unthrottled), median of ${ms.length}: ${Math.round(value)} ms [${fmt(ms)}]`,
        );
        result.targets.push(
          check(
            'sync',
            'one change reaches the other device',
            '≤ 1000 ms',
            `${Math.round(value)} ms`,
            value <= 1000,
          ),
        );
      }
    } finally {
      await browser?.close();
      await server?.stop();
      snapshot.remove();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (options.parts.includes('load')) {
    result.load = await runLoad(options.devices, options.loadSeconds);
    for (const run of result.load) {
      line(
        `sync load, ${run.name}: ${run.devices} devices × 1 POST/s for ${run.seconds} s: ` +
          `${run.posts} POSTs, POST p50 ${run.postP50Ms} ms, p95 ${run.postP95Ms} ms, p99 ${run.postP99Ms} ms, ` +
          `errors ${run.postErrors} (long-poll errors ${run.pollErrors}), ` +
          `delivery to the waiting GET p50 ${run.deliveryP50Ms} ms, p95 ${run.deliveryP95Ms} ms, ` +
          `RSS MB before → after: ${run.rssMbBefore.map((b, i) => `${b} → ${run.rssMbAfter[i]}`).join('; ')}`,
      );
      result.targets.push(
        check(
          'sync',
          `load (${run.name}): errors`,
          '0',
          String(run.postErrors + run.pollErrors),
          run.postErrors + run.pollErrors === 0,
        ),
      );
    }
  }
  return result;
}

const PARTS = ['newDevice', 'change', 'load'] as const;

export function syncOptionsFromArgs(): SyncBenchOptions {
  const parts = list('parts', PARTS);
  const unknown = parts.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length > 0)
    throw new Error(`unknown part(s) ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
  return {
    parts: parts as SyncBenchOptions['parts'],
    runs: count('runs', 3),
    changes: count('changes', 10),
    devices: count('devices', 200),
    loadSeconds: count('load-seconds', 20),
  };
}

/** The flags a run was given, in full, as the page states them. */
export function syncFlags(options: SyncBenchOptions): string[] {
  return [
    `--parts=${options.parts.join(',')}`,
    `--runs=${options.runs}`,
    `--changes=${options.changes}`,
    `--devices=${options.devices}`,
    `--load-seconds=${options.loadSeconds}`,
  ];
}

// Alone, for a quick look: prints its figures and writes nothing (`npm run bench -- --only=sync`
// writes them into docs/performance.md).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await runSyncBench(syncOptionsFromArgs());
  const missed = result.targets.filter((target) => !target.ok);
  for (const target of missed)
    console.log(`missed: ${target.what}: ${target.actual} (target ${target.target})`);
}
