import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { serverText } from '../text.ts';
import { fakeBuildWithPages, servingPages } from '../test/fakeBuild.ts';
import { listenUntilTestEnds } from '../test/listen.ts';
import { proxyApp } from '../test/helpers.ts';
import { redisTestsEnabled, useTestRedis } from '../test/redisServer.ts';
import { startInstance } from '../test/redisInstances.ts';
import { expectSecurityHeaders } from '../test/responseChecks.ts';

const build = fakeBuildWithPages();

/** Each test builds an app and makes dozens of requests: on a busy machine, seconds. */
const SLOW_MACHINE = { timeout: 60_000 };

/** OMDb on 127.0.0.1 that knows a film for every id it is asked about, and keeps each request. */
async function fakeOmdb() {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream');
    requests.push(url);
    const id = url.searchParams.get('i');
    const body = id
      ? { Title: `Film ${id}`, Year: '2001', imdbID: id, Type: 'movie', Response: 'True' }
      : { Search: [], totalResults: '0', Response: 'True' };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  return { url: await listenUntilTestEnds(server), requests };
}

async function limitedApp(upstream: string, rateLimitMax: number) {
  const { app } = await proxyApp(upstream, { rateLimitMax }, servingPages(build));
  return app;
}

const filmIds = (count: number) =>
  Array.from({ length: count }, (_, n) => `tt70000${String(n + 1).padStart(2, '0')}`);

describe('film pages and the per-client limit (proxy mode)', SLOW_MACHINE, () => {
  it('answers 30 distinct uncached films after the API’s 429 with the 429 page, asking OMDb nothing', async () => {
    const omdb = await fakeOmdb();
    const app = await limitedApp(omdb.url, 3);
    for (let n = 0; n < 3; n += 1)
      expect((await app.inject('/api/omdb/?s=a')).statusCode).toBe(200);
    expect((await app.inject('/api/omdb/?s=a')).statusCode).toBe(429);
    const asked = omdb.requests.length;

    for (const id of filmIds(30)) {
      const page = await app.inject(`/movie/${id}`);
      expect(page.statusCode, id).toBe(429);
      expect(Number(page.headers['retry-after']), id).toBeGreaterThan(0);
      expect(page.headers['content-type'], id).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control'], id).toBe('no-store');
      expectSecurityHeaders(page, id);
    }
    expect(omdb.requests).toHaveLength(asked);
  });

  it('makes that page of the app’s layout and the app’s own words for a 429', async () => {
    const omdb = await fakeOmdb();
    const app = await limitedApp(omdb.url, 1);
    await app.inject('/api/omdb/?s=a');
    const page = await app.inject('/movie/tt7000001');
    expect(page.statusCode).toBe(429);
    const html = page.body;
    expect(html).toContain(`<p role="alert">${serverText.rateLimited}</p>`);
    expect(html).toContain(`<title>${serverText.movieTitle}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The layout stays (header, navigation, footer); the loading state is gone.
    expect(html).toMatch(/<header\b[\s\S]*<nav\b[\s\S]*<main\b[\s\S]*<footer\b/);
    expect(html).not.toContain('role="status"');
    expect(html).not.toContain('id="served-detail"');
  });

  it('counts a film OMDb is asked for in the API’s bucket, and the API’s requests in the pages’', async () => {
    const omdb = await fakeOmdb();
    const app = await limitedApp(omdb.url, 3);
    for (const id of filmIds(3))
      expect((await app.inject(`/movie/${id}`)).statusCode, id).toBe(200);
    expect(omdb.requests).toHaveLength(3);
    const api = await app.inject('/api/omdb/?s=a');
    expect(api.statusCode).toBe(429);
    expect(api.headers['cache-control']).toBe('no-store');
    expect(omdb.requests).toHaveLength(3);
  });

  it('keeps cached films free: rendered past the limit, without a call', async () => {
    const omdb = await fakeOmdb();
    const app = await limitedApp(omdb.url, 2);
    expect((await app.inject('/movie/tt7000001')).statusCode).toBe(200);
    expect((await app.inject('/api/omdb/?i=tt7000002&plot=full')).statusCode).toBe(200);
    expect((await app.inject('/api/omdb/?s=a')).statusCode).toBe(429);
    for (let n = 0; n < 5; n += 1) {
      for (const id of ['tt7000001', 'tt7000002', 'TT7000002']) {
        const page = await app.inject(`/movie/${id}`);
        expect(page.statusCode, id).toBe(200);
        expect(page.body, id).toContain('Film tt700000');
      }
    }
    expect(omdb.requests).toHaveLength(2);
  });

  it('asks OMDb about an id once, whatever its spelling, and never for HEAD', async () => {
    const omdb = await fakeOmdb();
    const app = await limitedApp(omdb.url, 100);
    for (const id of ['tt7000001', 'TT7000002', 'Tt7000003']) {
      const head = await app.inject({ method: 'HEAD', url: `/movie/${id}` });
      expect(head.statusCode, id).toBe(200);
    }
    expect(omdb.requests).toHaveLength(0);

    for (const path of ['/movie/TT7000001', '/movie/tt7000001', '/movie/tT7000001'])
      expect((await app.inject(path)).statusCode, path).toBe(200);
    expect((await app.inject('/api/omdb/?i=TT7000001&plot=full')).statusCode).toBe(200);
    expect(omdb.requests.map((url) => url.searchParams.get('i'))).toEqual(['tt7000001']);
    // A cached film: HEAD answers as GET does, still without a call.
    expect((await app.inject({ method: 'HEAD', url: '/movie/TT7000001' })).statusCode).toBe(200);
    expect(omdb.requests).toHaveLength(1);
  });
});

describe.skipIf(!redisTestsEnabled())(
  'film pages and the limit shared through Redis',
  SLOW_MACHINE,
  () => {
    const redis = useTestRedis();

    it('answers a film page on one instance 429 once the client spent the limit on another', async () => {
      const client = new Redis(redis.current.url);
      await client.flushall();
      client.disconnect();
      const omdb = await fakeOmdb();
      const settings = { rateLimitMax: 2 };
      const a = await startInstance(omdb.url, redis.current.url, settings);
      const b = await startInstance(omdb.url, redis.current.url, settings, servingPages(build));
      // Read to the end, so the connection is free when the instance closes.
      const filmPage = async (id: string) => {
        const response = await fetch(`${b.origin}/movie/${id}`);
        return { status: response.status, html: await response.text() };
      };
      expect((await filmPage('tt7000001')).status).toBe(200);
      expect((await a.get('/api/omdb/?s=a')).status).toBe(200);
      expect((await a.get('/api/omdb/?s=a')).status).toBe(429);
      const asked = omdb.requests.length;
      const page = await filmPage('tt7000002');
      expect(page.status).toBe(429);
      expect(page.html).toContain(serverText.rateLimited);
      // A film cached is free, even past the limit.
      expect((await filmPage('tt7000001')).status).toBe(200);
      expect(omdb.requests).toHaveLength(asked);
    });
  },
);
