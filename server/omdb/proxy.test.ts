import { UPSTREAM_ERRORS } from './messages.ts';
import { SEARCH_BODY, closedPort } from '../test/fakeUpstream.ts';
import { PROXY_TEST_KEY as KEY, proxyApp, proxyOnFakeUpstream } from '../test/helpers.ts';

describe('proxy mode: forwarding', () => {
  it('reports proxy mode on /healthz', async () => {
    const { app } = await proxyApp('http://127.0.0.1:9/');
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok', mode: 'proxy' });
  });

  it("forwards OMDb's parameters with the server's key instead of the client's, and nothing else", async () => {
    const { app, upstream } = await proxyOnFakeUpstream();
    const response = await app.inject(
      '/api/omdb/?apikey=client-key&s=matrix&page=2&type=movie&y=1999&callback=x&r=xml',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SEARCH_BODY);
    expect(upstream.requests).toHaveLength(1);
    const sent = upstream.requests[0].searchParams;
    expect(sent.get('apikey')).toBe(KEY);
    expect(Object.fromEntries(sent)).toEqual({
      s: 'matrix',
      type: 'movie',
      y: '1999',
      page: '2',
      apikey: KEY,
    });
  });

  it('passes OMDb 401 bodies through with their status, uncached', async () => {
    const { app, upstream } = await proxyOnFakeUpstream();
    for (const [s, error] of [
      ['badkey', 'Invalid API key!'],
      ['limit', 'Request limit reached!'],
    ]) {
      for (let n = 0; n < 2; n += 1) {
        const response = await app.inject(`/api/omdb/?s=${s}`);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ Response: 'False', Error: error });
      }
    }
    expect(upstream.requests).toHaveLength(4);
  });

  it('answers a request with no s, t or i itself, as OMDb would, without calling upstream', async () => {
    const { app, upstream } = await proxyOnFakeUpstream();
    const response = await app.inject('/api/omdb/?apikey=x&page=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Response: 'False', Error: 'Incorrect IMDb ID.' });
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('proxy mode: the key stays secret', () => {
  it('never echoes the key in a body, nor logs it', async () => {
    const { app, lines, upstream } = await proxyOnFakeUpstream();
    const echoed = await app.inject('/api/omdb/?s=echo&apikey=client-key');
    expect(upstream.requests[0].searchParams.get('apikey')).toBe(KEY);
    expect(echoed.body).not.toContain(KEY);
    await app.inject('/api/omdb/?s=boom');
    await app.inject('/api/omdb/?s=badkey');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join('\n')).toContain('apikey=[redacted]');
    expect(lines.join('\n')).not.toContain(KEY);
    expect(lines.join('\n')).not.toContain('client-key');
  });
});

describe('proxy mode: a key with characters that percent-encode', () => {
  const key = 'abc+/= é&k';
  const forms = [key, encodeURIComponent(key), new URLSearchParams({ key }).toString().slice(4)];

  it('is redacted, raw and encoded, from bodies and logs', async () => {
    const echo = (async (input: string | URL | Request) => {
      const url = new URL(String(input));
      if (url.searchParams.get('s') === 'down') throw new Error(`cannot reach ${url.search}`);
      const status = url.searchParams.get('s') === 'refused' ? 401 : 200;
      const message = `Bad request ${url.search} ${encodeURIComponent(key)} ${key}`;
      return new Response(JSON.stringify({ Response: 'False', Error: message }), { status });
    }) as typeof fetch;
    const { app, lines } = await proxyApp(
      'http://upstream.test/',
      { apiKey: key },
      { fetch: echo },
    );
    const bodies = [];
    for (const s of ['echo', 'refused', 'down'])
      bodies.push((await app.inject(`/api/omdb/?s=${s}`)).body);
    expect(bodies.join('\n')).toContain('[redacted]');
    expect(lines.join('\n')).toContain('[redacted]');
    for (const form of forms) {
      for (const body of bodies) expect(body).not.toContain(form);
      expect(lines.join('\n')).not.toContain(form);
    }
  });
});

describe('proxy mode: cache and coalescing', () => {
  it('serves a repeated request from the cache, "Movie not found!" included', async () => {
    const { app, upstream } = await proxyOnFakeUpstream();
    for (let n = 0; n < 3; n += 1)
      expect((await app.inject('/api/omdb/?s=matrix&apikey=a')).json()).toEqual(SEARCH_BODY);
    for (let n = 0; n < 2; n += 1)
      expect((await app.inject('/api/omdb/?s=notfound')).json().Error).toBe('Movie not found!');
    expect(upstream.requests).toHaveLength(2);
    await app.inject('/api/omdb/?s=matrix&page=2');
    expect(upstream.requests).toHaveLength(3);
  });

  it('lets the cache entry expire after its TTL', async () => {
    const { app, upstream } = await proxyOnFakeUpstream({ cacheTtlMs: 50 });
    await app.inject('/api/omdb/?s=matrix');
    await new Promise((resolve) => setTimeout(resolve, 80));
    await app.inject('/api/omdb/?s=matrix');
    expect(upstream.requests).toHaveLength(2);
  });

  it('makes one upstream call for 20 identical concurrent requests', async () => {
    const { app, upstream } = await proxyOnFakeUpstream({}, { upstreamDelayMs: 100 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => app.inject(`/api/omdb/?s=matrix&apikey=client-${n}`)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(responses.every((response) => response.json().totalResults === '1')).toBe(true);
    expect(upstream.requests).toHaveLength(1);
  });
});

describe('proxy mode: upstream failures become 502 with an OMDb-shaped body', () => {
  it('on a timeout', async () => {
    const { app } = await proxyOnFakeUpstream({ timeoutMs: 100 });
    const started = Date.now();
    const response = await app.inject('/api/omdb/?s=slow');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ Response: 'False', Error: UPSTREAM_ERRORS.timeout });
  });

  it('on an upstream 5xx, uncached', async () => {
    const { app, upstream } = await proxyOnFakeUpstream();
    for (let n = 0; n < 2; n += 1) {
      const response = await app.inject('/api/omdb/?s=boom');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ Response: 'False', Error: UPSTREAM_ERRORS.unavailable });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(upstream.requests).toHaveLength(2);
  });

  it('on an answer that is not JSON', async () => {
    const { app } = await proxyOnFakeUpstream();
    const response = await app.inject('/api/omdb/?s=html');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ Response: 'False', Error: UPSTREAM_ERRORS.unreadable });
  });

  it('on a network error (nothing listening)', async () => {
    const { app } = await proxyApp(`http://127.0.0.1:${await closedPort()}/`);
    const response = await app.inject('/api/omdb/?s=matrix');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ Response: 'False', Error: UPSTREAM_ERRORS.unreachable });
  });
});
