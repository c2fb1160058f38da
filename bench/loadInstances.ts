/**
 * The proxy behind a load balancer, measured: a fake OMDb that counts its calls, then server
 * processes in proxy mode under autocannon: one alone, two sharing nothing, one with Redis, two
 * sharing a throwaway Redis. Requests
 * cycle through `DISTINCT` searches, so the caches fill from upstream and each answer is asked of
 * both instances (autocannon splits the connections evenly between the two URLs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { startTestRedis } from '../server/test/redisServer.ts';

export const DISTINCT = 200;
/** What a real OMDb answer costs in time is far more; a fixed delay keeps the run comparable. */
const UPSTREAM_DELAY_MS = 50;

export interface ClusterResult {
  name: string;
  requestsPerSec: number;
  latencyP99Ms: number;
  totalRequests: number;
  failed: number;
  upstreamCalls: number;
}

interface LoadResult {
  requests: { average: number; total: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string[];
  connections: number;
  duration: number;
  requests: Array<{ setupRequest: (request: { path: string }) => { path: string } }>;
}) => Promise<LoadResult>;

const root = fileURLToPath(new URL('..', import.meta.url));

async function startFakeOmdb() {
  let calls = 0;
  const server = createServer((request, response) => {
    const s = new URL(request.url ?? '/', 'http://omdb').searchParams.get('s') ?? '';
    // Only the measured searches: a warm-up request still under way must not count.
    if (s.startsWith('title')) calls += 1;
    const body = JSON.stringify({
      Search: [{ Title: s, Year: '1999', imdbID: 'tt0133093', Type: 'movie', Poster: 'N/A' }],
      totalResults: '1',
      Response: 'True',
    });
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(body);
    }, UPSTREAM_DELAY_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    calls: () => calls,
    reset: () => (calls = 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `server/index.ts` in proxy mode as its own process, as it runs in production. */
async function startServer(env: Record<string, string>): Promise<{ origin: string; stop(): void }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OMDB_API_KEY: 'bench-key',
      // The bench is one client: the limit is measured by the tests, not here.
      OMDB_RATE_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  child.stdout?.resume();
  return { origin, stop: () => child.kill('SIGTERM') };
}

/** Empties Redis between runs, so each one starts with cold caches and counts. */
async function flush(url: string): Promise<void> {
  const client = new Redis(url);
  await client.flushall();
  client.disconnect();
}

function cycling(
  prefix: string,
): Array<{ setupRequest: (request: { path: string }) => { path: string } }> {
  let n = 0;
  return [
    {
      setupRequest: (request) => {
        n = (n + 1) % DISTINCT;
        return { ...request, path: `/api/omdb/?s=${prefix}${n}` };
      },
    },
  ];
}

export async function runClusterLoad(
  autocannon: Autocannon,
  connections: number,
  durationSec: number,
): Promise<ClusterResult[]> {
  const omdb = await startFakeOmdb();
  const redis = await startTestRedis();
  const results: ClusterResult[] = [];
  const measure = async (name: string, origins: string[]) => {
    console.log(`${name}: warming up 2 s, then ${connections} connections for ${durationSec} s…`);
    await autocannon({ url: origins, connections: 10, duration: 2, requests: cycling('warm') });
    omdb.reset();
    const result = await autocannon({
      url: origins,
      connections,
      duration: durationSec,
      requests: cycling('title'),
    });
    // Had Redis been found slow and left out, the shared figures would be per-process ones.
    for (const origin of origins) {
      const health = (await (await fetch(`${origin}/healthz`)).json()) as { status: string };
      if (health.status !== 'ok') throw new Error(`${origin} was ${health.status} after the run`);
    }
    results.push({
      name,
      requestsPerSec: Math.round(result.requests.average),
      latencyP99Ms: result.latency.p99,
      totalRequests: result.requests.total,
      failed: result.errors + result.timeouts + result.non2xx,
      upstreamCalls: omdb.calls(),
    });
  };
  const running: Array<{ stop(): void }> = [];
  try {
    const alone = await startServer({ OMDB_UPSTREAM: omdb.url });
    running.push(alone);
    await measure('proxy, one instance, in-memory', [alone.origin]);
    alone.stop();

    // For comparison: two instances that share nothing ask OMDb twice as often.
    const apart = [
      await startServer({ OMDB_UPSTREAM: omdb.url }),
      await startServer({ OMDB_UPSTREAM: omdb.url }),
    ];
    running.push(...apart);
    await measure(
      'proxy, two instances, in-memory each',
      apart.map(({ origin }) => origin),
    );
    for (const server of apart) server.stop();

    const shared = { OMDB_UPSTREAM: omdb.url, REDIS_URL: redis.url };
    const withRedis = await startServer(shared);
    running.push(withRedis);
    await measure('proxy, one instance + Redis', [withRedis.origin]);
    withRedis.stop();
    await flush(redis.url);

    const pair = [await startServer(shared), await startServer(shared)];
    running.push(...pair);
    await measure(
      'proxy, two instances + Redis',
      pair.map(({ origin }) => origin),
    );
  } finally {
    for (const server of running) server.stop();
    await redis.kill();
    await omdb.close();
  }
  return results;
}

export function clusterTable(results: ClusterResult[]): string {
  const lines = [
    `| run (${DISTINCT} distinct searches, cycled) | requests/s (avg) | p99 latency | total requests | failed | upstream calls |`,
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.name} | ${r.requestsPerSec.toLocaleString('en')} | ${r.latencyP99Ms} ms | ${r.totalRequests.toLocaleString('en')} | ${r.failed} | ${r.upstreamCalls} |`,
    );
  }
  return lines.join('\n');
}
