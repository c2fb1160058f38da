import fc from 'fast-check';
import Fastify from 'fastify';
import { PROXY_DEFAULTS } from '../config.ts';
import { createOmdbProxy } from './proxy.ts';
import { startFakeUpstream } from '../test/fakeUpstream.ts';
import { PROXY_TEST_KEY as KEY, proxyOnFakeUpstream } from '../test/helpers.ts';
import { apiRequest, headers } from '../test/hostileRequests.ts';
import { SERVER_PROPERTY_TIMEOUT_MS, serverPropertyRuns } from '../test/propertyRuns.ts';
import { sendAndCheck } from '../test/responseChecks.ts';

const PROXY_RUNS = serverPropertyRuns(800, 2500);
const CACHE_MAX = 50;
/** OMDb's parameters; nothing else may reach upstream, and `apikey` only as the server's key. */
const FORWARDED = new Set(['i', 't', 's', 'type', 'y', 'page', 'plot', 'apikey']);
let sent = 0;

afterAll(() => console.log(`hostile input, proxy mode: ${sent} generated requests answered`));

/** A proxy in front of a healthy local upstream, its rate limit out of the way of the fuzz. */
async function fuzzedProxy() {
  return proxyOnFakeUpstream(
    { cacheMaxEntries: CACHE_MAX, rateLimitMax: 1_000_000, timeoutMs: 5000 },
    { upstreamDelayMs: 0 },
  );
}

/** A search OMDb would take, with a generated title: these reach upstream and fill the cache. */
const plausibleSearch = fc
  .record({
    s: fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
    page: fc.integer({ min: 1, max: 100 }),
    headers,
  })
  .map(({ s, page, headers: odd }) => ({
    method: 'GET' as const,
    url: `/api/omdb/?s=${encodeURIComponent(s)}&page=${page}`,
    headers: odd,
  }));

describe('hostile input, proxy mode', () => {
  it(
    `answers ${PROXY_RUNS} generated /api/omdb/ requests with 200/304/400/404/405/429 only, the key never shown, the cache never past its max`,
    async () => {
      const { app, lines, upstream } = await fuzzedProxy();
      await fc.assert(
        fc.asyncProperty(fc.oneof(apiRequest, plausibleSearch), (request) => {
          sent += 1;
          return sendAndCheck(app, request, [KEY]);
        }),
        { numRuns: PROXY_RUNS },
      );
      for (const url of upstream.requests) {
        for (const name of url.searchParams.keys()) expect(FORWARDED, url.search).toContain(name);
        expect(url.searchParams.getAll('apikey'), url.search).toEqual([KEY]);
      }
      expect(lines.join('\n')).not.toContain(KEY);

      // How many answers the cache holds: ask again for the newest queries that went upstream,
      // newest first (a hit refreshes, a miss evicts the oldest); each hit is an answer it held.
      // A query asked again after its answer was evicted counts where it was asked last.
      // Well past the max, so eviction ran many times over (over 10× at the deep count).
      const distinct = [...new Set(upstream.requests.map((url) => url.search).reverse())];
      expect(distinct.length).toBeGreaterThan(4 * CACHE_MAX);
      let held = 0;
      for (const search of distinct.slice(0, 4 * CACHE_MAX)) {
        const params = new URLSearchParams(search);
        params.delete('apikey');
        const before = upstream.requests.length;
        expect((await app.inject(`/api/omdb/?${params}`)).statusCode).toBe(200);
        sent += 1;
        if (upstream.requests.length === before) held += 1;
      }
      expect(held).toBe(CACHE_MAX);
    },
    SERVER_PROPERTY_TIMEOUT_MS,
  );
});

describe('proxy cache bounds', () => {
  const settings = { ...PROXY_DEFAULTS, apiKey: KEY, cacheMaxEntries: CACHE_MAX, timeoutMs: 5000 };
  const distinctQuery = fc.record(
    {
      s: fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }),
      page: fc.integer({ min: 1, max: 100 }).map(String),
      type: fc.constantFrom('movie', 'series', 'episode', 'game'),
      y: fc.integer({ min: 1900, max: 2030 }).map(String),
    },
    { requiredKeys: ['s'] },
  );

  it(
    'never holds more than its max entries, nor an upstream call once it has answered, over 1,200 generated queries in bursts of 20',
    async () => {
      const upstream = await startFakeUpstream(0);
      const proxy = createOmdbProxy(
        { ...settings, upstream: upstream.url },
        { fetch: globalThis.fetch, log: Fastify({ logger: false }).log },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.array(distinctQuery, { minLength: 20, maxLength: 20 }),
          async (burst) => {
            const answers = burst.map((query) => proxy.answer(new URLSearchParams(query)));
            const during = proxy.size();
            const settled = await Promise.all(answers); // before any assertion, so no run leaks calls
            expect(during.inFlight).toBeLessThanOrEqual(burst.length);
            expect(during.cached).toBeLessThanOrEqual(CACHE_MAX);
            for (const answer of settled) expect(answer.status).toBe(200);
            expect(proxy.size().inFlight).toBe(0);
            expect(proxy.size().cached).toBeLessThanOrEqual(CACHE_MAX);
          },
        ),
        { numRuns: 60 },
      );
      expect(upstream.requests.length).toBeGreaterThan(10 * CACHE_MAX);
      expect(proxy.size().cached).toBe(CACHE_MAX);
    },
    SERVER_PROPERTY_TIMEOUT_MS,
  );
});
