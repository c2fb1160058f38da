/**
 * Load benchmark: the production server (demo mode, the real catalog, a copy of dist/) in this
 * process on 127.0.0.1, port 0, under autocannon — 50 connections for 20 s on a repeated search,
 * then 50 for 20 s on the page. autocannon runs in a worker thread, so it never shares the
 * server's event loop. Then proxy mode behind a balancer (bench/loadInstances.ts): one instance,
 * two sharing nothing, one and two sharing a throwaway Redis, 5 s each, with the upstream calls
 * counted; skipped, saying so, without redis-server. Any error or non-2xx answer fails the run.
 * Prints Markdown tables and writes them to bench/load-report.md. Run: `npm run bench:load`
 * (builds dist/ first if missing).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app.ts';
import { findRedisServer } from '../server/test/redisServer.ts';
import { clusterTable, runClusterLoad } from './loadInstances.ts';

const CONNECTIONS = 50;
const DURATION_S = 20;
/** The proxy runs (one instance, then two sharing Redis): short, they compare each other. */
const CLUSTER_DURATION_S = 5;
const WARM_UP_S = 3;
/** What a browser sends: the compressed answers are the ones users get. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const TARGETS = [
  { name: 'search (repeated)', path: '/api/omdb/?s=matrix' },
  { name: 'page (index.html)', path: '/' },
];

/** The parts of autocannon's result this script reads (autocannon ships no types). */
interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  workers: number;
  headers: Record<string, string>;
}) => Promise<LoadResult>;

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function ensureBuild(): void {
  if (existsSync(join(dist, 'index.html'))) return;
  console.log('No client build in dist/: running "npm run build" first…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(join(dist, 'index.html'))) {
    console.error('The load benchmark needs dist/, and "npm run build" failed: see above.');
    process.exit(1);
  }
}

const run = (url: string, duration: number, connections = CONNECTIONS) =>
  autocannon({ url, connections, duration, workers: 1, headers: HEADERS });

function table(rows: Array<{ name: string; path: string; result: LoadResult }>): string {
  const lines = [
    '| target | requests/s (avg) | p50 latency | p99 latency | total requests | errors | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { name, path, result } of rows) {
    const errors = result.errors + result.timeouts;
    lines.push(
      `| ${name} \`${path}\` | ${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.requests.total.toLocaleString('en')} | ${errors} | ${result.non2xx} |`,
    );
  }
  return lines.join('\n');
}

ensureBuild();
// A snapshot of the build, so a rebuild of dist/ during the run cannot turn answers into 404s.
const snapshot = mkdtempSync(join(tmpdir(), 'filmoteka-bench-'));
cpSync(dist, snapshot, { recursive: true });
const app = await buildApp({
  config: { mode: 'demo' },
  distDir: snapshot,
  logger: { level: 'warn' },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const rows: Array<{ name: string; path: string; result: LoadResult }> = [];
try {
  for (const { name, path } of TARGETS) {
    const probe = await fetch(origin + path);
    if (probe.status !== 200) throw new Error(`${path} answered ${probe.status} before the run`);
    console.log(
      `${name}: warming up ${WARM_UP_S} s, then ${CONNECTIONS} connections for ${DURATION_S} s…`,
    );
    await run(origin + path, WARM_UP_S, 10);
    rows.push({ name, path, result: await run(origin + path, DURATION_S) });
  }
} finally {
  await app.close();
  rmSync(snapshot, { recursive: true, force: true });
}

let cluster = '';
let clusterFailed = false;
if (findRedisServer()) {
  const results = await runClusterLoad(
    autocannon as unknown as Parameters<typeof runClusterLoad>[0],
    CONNECTIONS,
    CLUSTER_DURATION_S,
  );
  clusterFailed = results.some(({ failed }) => failed > 0);
  cluster = [
    '',
    `Proxy mode behind a balancer: server processes in front of a fake OMDb (50 ms an answer), ` +
      `${CONNECTIONS} connections × ${CLUSTER_DURATION_S} s per run, split evenly between the instances.`,
    '',
    clusterTable(results),
    '',
  ].join('\n');
} else {
  console.warn('Skipping the two-instance run: redis-server is not installed.');
}

const report = [
  '# Load benchmark',
  '',
  `${new Date().toISOString()} · Node ${process.version} · ${cpus().length} CPU · load average ` +
    `${loadavg()[0].toFixed(1)} at the end · demo mode, in-process server on 127.0.0.1 · ` +
    `autocannon ${CONNECTIONS} connections × ${DURATION_S} s per target in a worker thread, ` +
    `\`accept-encoding: ${HEADERS['accept-encoding']}\``,
  '',
  table(rows),
  cluster,
].join('\n');
console.log(`\n${report}`);
writeFileSync(join(root, 'bench', 'load-report.md'), report);
console.log('Written to bench/load-report.md');

const failed = rows.filter(({ result }) => result.errors + result.timeouts + result.non2xx > 0);
if (clusterFailed) {
  console.error('FAILED: errors or non-2xx answers in the proxy runs');
  process.exitCode = 1;
}
if (failed.length > 0) {
  console.error(
    `FAILED: errors or non-2xx answers on ${failed.map(({ path }) => path).join(', ')}`,
  );
  process.exit(1);
}
