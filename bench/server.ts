/**
 * Load on the production server (demo mode) with autocannon, run as its own process so the load
 * generator never shares an event loop with the server or with this script.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { htmlEntries } from '../scripts/bundleSize.ts';
import { check, log, round, type TargetCheck } from './util.ts';

export interface LoadResult {
  name: string;
  path: string;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  throughputMBps: number;
}

export interface ServerSection {
  connections: number;
  durationSec: number;
  acceptEncoding: string;
  results: LoadResult[];
  /** A bare node:http server answering the same bytes as the search, under the same load: what the machine allows. */
  baseline: LoadResult;
  targets: TargetCheck[];
}

/** The parts of autocannon's --json output we read. */
interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
}

const ACCEPT_ENCODING = 'gzip, deflate, br';

function autocannon(
  url: string,
  connections: number,
  durationSec: number,
): Promise<AutocannonJson> {
  const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = [
    bin,
    '-c',
    String(connections),
    '-d',
    String(durationSec),
    '-j',
    '-n',
    '-H',
    `accept-encoding=${ACCEPT_ENCODING}`,
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`));
      try {
        resolve(JSON.parse(out) as AutocannonJson);
      } catch (error) {
        reject(
          new Error(
            `autocannon gave no JSON (${String(error)}): ${out.slice(0, 200)} ${err.slice(0, 200)}`,
          ),
        );
      }
    });
  });
}

export function loadTargetsOf(distDir: string): { name: string; path: string }[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const [asset] = htmlEntries(html);
  return [
    { name: 'search answer', path: '/api/omdb/?s=matrix' },
    { name: 'detail answer', path: '/api/omdb/?i=tt0133093&plot=full' },
    { name: 'page /', path: '/' },
    { name: 'hashed asset', path: `/${asset}` },
  ];
}

/**
 * A bare node:http server in its own process, answering every request with a fixed 1 KB JSON body
 * (no framework, no compression): the ceiling this machine sets at the moment of the run.
 */
async function withBaselineServer<T>(fn: (origin: string) => Promise<T>): Promise<T> {
  const code = `
    const body = JSON.stringify({ Search: Array.from({ length: 10 }, (_, i) => ({ Title: 'Title ' + i, Year: '1999', imdbID: 'tt013309' + i, Type: 'movie', Poster: '/api/posters/tt0133093.png' })), totalResults: '9', Response: 'True' });
    const server = require('node:http').createServer((req, res) => { res.setHeader('content-type', 'application/json; charset=utf-8'); res.end(body); });
    server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
    process.on('SIGTERM', () => server.close(() => process.exit(0)));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => {
        const match = /port (\d+)/.exec(chunk.toString());
        if (match) resolve(match[1]);
        else reject(new Error(`baseline server said: ${chunk.toString()}`));
      });
      child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
    });
    return await fn(`http://127.0.0.1:${port}`);
  } finally {
    child.kill('SIGTERM');
  }
}

async function load(
  name: string,
  url: string,
  path: string,
  connections: number,
  durationSec: number,
): Promise<LoadResult> {
  const raw = await autocannon(url, connections, durationSec);
  const result: LoadResult = {
    name,
    path,
    requestsPerSec: round(raw.requests.average, 0),
    latencyP50Ms: raw.latency.p50,
    latencyP99Ms: raw.latency.p99,
    latencyMaxMs: raw.latency.max,
    totalRequests: raw.requests.total,
    non2xx: raw.non2xx,
    errors: raw.errors,
    throughputMBps: round(raw.throughput.average / 1024 / 1024, 1),
  };
  log(
    `server ${name} ${path}: ${result.requestsPerSec} req/s, p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms`,
  );
  return result;
}

export async function runServerLoad(
  distDir: string,
  origin: string,
  connections = 50,
  durationSec = 15,
): Promise<ServerSection> {
  const results: LoadResult[] = [];
  for (const { name, path } of loadTargetsOf(distDir)) {
    results.push(await load(name, `${origin}${path}`, path, connections, durationSec));
  }
  const baseline = await withBaselineServer((base) =>
    load(
      'baseline: bare node:http, fixed 1 KB JSON',
      `${base}/`,
      '/',
      connections,
      Math.min(durationSec, 5),
    ),
  );
  return {
    connections,
    durationSec,
    acceptEncoding: ACCEPT_ENCODING,
    results,
    baseline,
    targets: serverTargets(results, baseline),
  };
}

function serverTargets(results: LoadResult[], baseline: LoadResult): TargetCheck[] {
  const targets: TargetCheck[] = [];
  const ceiling = `a bare node:http server managed ${baseline.requestsPerSec} req/s (p99 ${baseline.latencyP99Ms} ms) in the same conditions`;
  for (const result of results) {
    const where = `${result.name} ${result.path}`;
    const failures = result.non2xx + result.errors;
    if (result.path.startsWith('/api/omdb/')) {
      targets.push(
        check(
          'Server',
          `req/s, ${where}`,
          '≥ 5,000',
          String(result.requestsPerSec),
          result.requestsPerSec >= 5000,
          ceiling,
        ),
        check(
          'Server',
          `p99 latency, ${where}`,
          '≤ 30 ms',
          `${result.latencyP99Ms} ms`,
          result.latencyP99Ms <= 30,
          ceiling,
        ),
      );
    }
    targets.push(
      check('Server', `failed responses, ${where}`, '0', String(failures), failures === 0),
    );
  }
  return targets;
}
