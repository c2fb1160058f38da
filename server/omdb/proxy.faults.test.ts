import type { AddressInfo } from 'node:net';
import { UPSTREAM_ERRORS } from './messages.ts';
import { SEARCH_BODY } from '../test/fakeUpstream.ts';
import { startFaultyUpstream, type Fault } from '../test/faultyUpstream.ts';
import { proxyApp } from '../test/helpers.ts';

/** Long enough that a busy CI machine never mistakes slowness for the timeout. */
const TIMEOUT_MS = 1000;
/** A local /healthz never waits on upstream: it answers well within the upstream timeout. */
const HEALTHY_WITHIN_MS = TIMEOUT_MS;
/** A timed-out call answers soon after the timeout; any other fault answers before it. */
const AFTER_TIMEOUT_MS = TIMEOUT_MS + 1000;

/** The proxy listening for real on 127.0.0.1, in front of `upstream`. */
async function listeningProxy(upstream: string): Promise<string> {
  const { app } = await proxyApp(upstream, { timeoutMs: TIMEOUT_MS });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function timedGet(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  const body: unknown = await response.json();
  return {
    status: response.status,
    body,
    cacheControl: response.headers.get('cache-control'),
    ms: performance.now() - started,
  };
}

/** Asks /healthz again and again while `work` runs; the latency of each answer, all 200. */
async function healthzWhile<T>(base: string, work: Promise<T>) {
  let done = false;
  const latencies: number[] = [];
  const poll = (async () => {
    while (!done) {
      const answer = await timedGet(`${base}/healthz`);
      expect(answer.status).toBe(200);
      latencies.push(answer.ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const result = await work.finally(() => (done = true));
  await poll;
  return { result, latencies };
}

const faults: Array<{ fault: Fault; what: string; error: string; withinMs: number }> = [
  {
    fault: 'hang',
    what: 'upstream never answers',
    error: UPSTREAM_ERRORS.timeout,
    withinMs: AFTER_TIMEOUT_MS,
  },
  {
    fault: 'drip',
    what: 'headers, then a byte every 50 ms past the timeout',
    error: UPSTREAM_ERRORS.timeout,
    withinMs: AFTER_TIMEOUT_MS,
  },
  {
    fault: 'reset',
    what: 'the connection is reset before a byte',
    error: UPSTREAM_ERRORS.unreachable,
    withinMs: TIMEOUT_MS,
  },
  {
    fault: 'cut',
    what: 'the connection drops mid-body',
    error: UPSTREAM_ERRORS.unreachable,
    withinMs: TIMEOUT_MS,
  },
  {
    fault: 'burst',
    what: 'a burst of 500, 502, 503 and 504',
    error: UPSTREAM_ERRORS.unavailable,
    withinMs: TIMEOUT_MS,
  },
];

describe('proxy mode: upstream faults', () => {
  it.each(faults)(
    '$what: 16 clients get OMDb-shaped 502s quickly, /healthz answers throughout, and the next request after recovery succeeds',
    async ({ fault, error, withinMs }) => {
      const upstream = await startFaultyUpstream();
      const base = await listeningProxy(upstream.url);
      upstream.fail(fault);

      // Two rounds of 8 concurrent clients over 4 queries: a failure is never cached.
      for (let round = 0; round < 2; round += 1) {
        const clients = Array.from({ length: 8 }, (_, n) => `${base}/api/omdb/?s=matrix${n % 4}`);
        const { result, latencies } = await healthzWhile(base, Promise.all(clients.map(timedGet)));
        for (const answer of result) {
          expect(answer.status).toBe(502);
          expect(answer.body).toEqual({ Response: 'False', Error: error });
          expect(answer.cacheControl).toBe('no-store');
          expect(answer.ms).toBeLessThan(withinMs);
        }
        expect(latencies.length).toBeGreaterThan(0);
        expect(Math.max(...latencies)).toBeLessThan(HEALTHY_WITHIN_MS);
        if (fault === 'hang' || fault === 'drip') {
          // The clients waited out the timeout, so /healthz was answered while they were waiting.
          expect(latencies.length).toBeGreaterThan(1);
        }
      }
      // Identical requests in flight share one upstream call, faults or not.
      if (fault === 'hang' || fault === 'drip') expect(upstream.calls()).toBe(8);

      upstream.recover();
      const after = await timedGet(`${base}/api/omdb/?s=matrix0`);
      expect(after.status).toBe(200);
      expect(after.body).toEqual(SEARCH_BODY);
    },
    15_000,
  );

  it('keeps serving cached answers while upstream is down', async () => {
    const upstream = await startFaultyUpstream();
    const base = await listeningProxy(upstream.url);
    expect((await timedGet(`${base}/api/omdb/?s=matrix`)).status).toBe(200);
    upstream.fail('reset');
    const cached = await timedGet(`${base}/api/omdb/?s=matrix`);
    expect(cached.status).toBe(200);
    expect(cached.body).toEqual(SEARCH_BODY);
    expect((await timedGet(`${base}/api/omdb/?s=other`)).status).toBe(502);
    expect(upstream.calls()).toBe(2);
  });
});
