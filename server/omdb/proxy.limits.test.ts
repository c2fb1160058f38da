import { readListenConfig } from '../config.ts';
import { RATE_LIMITED } from './routes.ts';
import { proxyOnFakeUpstream } from '../test/helpers.ts';

describe('proxy mode: input checks', () => {
  const refused = [
    'page=0',
    'page=101',
    'page=two',
    'i=tt12',
    'i=nm0000001',
    `s=${'x'.repeat(201)}`,
    `t=${'x'.repeat(201)}`,
    'type=cartoon',
    'y=99',
    'plot=long',
  ];

  it.each(refused)(
    'refuses %s with 400 and an OMDb-shaped error, never calling upstream',
    async (query) => {
      const { app, upstream } = await proxyOnFakeUpstream();
      const response = await app.inject(`/api/omdb/?s=matrix&${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        Response: 'False',
        Error: expect.stringMatching(/^Invalid request: /),
      });
      expect(upstream.requests).toHaveLength(0);
    },
  );

  it('refuses a repeated parameter, saying so', async () => {
    const { app, upstream } = await proxyOnFakeUpstream();
    const response = await app.inject('/api/omdb/?s=matrix&s=other');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Response: 'False',
      Error: 'Invalid request: s may be given only once.',
    });
    expect(upstream.requests).toHaveLength(0);
  });

  it('accepts the limits themselves: page 100, a 200-character title, an 8-digit id', async () => {
    const { app, upstream } = await proxyOnFakeUpstream();
    for (const query of ['s=matrix&page=100', `t=${'x'.repeat(200)}`, 'i=tt12345678&plot=full']) {
      expect((await app.inject(`/api/omdb/?${query}`)).statusCode, query).toBe(200);
    }
    expect(upstream.requests).toHaveLength(3);
  });
});

describe('proxy mode: rate limit', () => {
  it('answers 429 with an OMDb-shaped error past the per-IP limit', async () => {
    const { app } = await proxyOnFakeUpstream({ rateLimitMax: 3 });
    const statuses = [];
    for (let n = 0; n < 3; n += 1)
      statuses.push((await app.inject('/api/omdb/?s=matrix')).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await app.inject('/api/omdb/?s=matrix');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ Response: 'False', Error: RATE_LIMITED });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('keeps one bucket per client across /api/omdb/, /api/omdb, GET and HEAD', async () => {
    const { app } = await proxyOnFakeUpstream({ rateLimitMax: 4 }, { upstreamDelayMs: 0 });
    const tries: Array<[string, string]> = [
      ['GET', '/api/omdb/?s=matrix'],
      ['GET', '/api/omdb?s=matrix'],
      ['HEAD', '/api/omdb/?s=matrix'],
      ['HEAD', '/api/omdb?s=matrix'],
    ];
    for (const [method, url] of tries)
      expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(200);
    for (const [method, url] of tries)
      expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(429);
  });
});

/**
 * A proxy-mode app trusting `setting` (TRUST_PROXY) as its reverse proxy; the returned function
 * sends it a search from `remoteAddress` with X-Forwarded-For and gives the status.
 */
async function behindProxy(setting: string, rateLimitMax: number) {
  const { trustProxy } = readListenConfig({ TRUST_PROXY: setting });
  const { app } = await proxyOnFakeUpstream({ rateLimitMax }, { trustProxy, upstreamDelayMs: 0 });
  return async (remoteAddress: string, forwardedFor: string) => {
    const headers = { 'x-forwarded-for': forwardedFor };
    return (await app.inject({ url: '/api/omdb/?s=matrix', remoteAddress, headers })).statusCode;
  };
}

describe('proxy mode: behind a reverse proxy (TRUST_PROXY=1)', () => {
  it('keys the rate limit on the address the proxy saw, whatever a client forges to its left', async () => {
    const search = await behindProxy('1', 2);
    const reverseProxy = '10.0.0.2';
    const fromClient = (forged: string) => search(reverseProxy, `${forged}, 203.0.113.7`);
    expect(await fromClient('198.51.100.1')).toBe(200);
    expect(await fromClient('198.51.100.2')).toBe(200);
    expect(await fromClient('198.51.100.3')).toBe(429);
    expect(await search(reverseProxy, '203.0.113.8')).toBe(200);
  });
});

describe('proxy mode: behind a listed reverse proxy (TRUST_PROXY=10.0.0.2)', () => {
  it('ignores X-Forwarded-For from any other address', async () => {
    const search = await behindProxy('10.0.0.2', 1);
    expect(await search('10.0.0.9', '198.51.100.1')).toBe(200);
    expect(await search('10.0.0.9', '198.51.100.2')).toBe(429);
  });
});

describe('proxy mode: HEAD', () => {
  it('answers without calling upstream', async () => {
    const { app, upstream } = await proxyOnFakeUpstream({}, { upstreamDelayMs: 0 });
    for (const url of ['/api/omdb/?s=matrix', '/api/omdb?i=tt0133093', '/api/omdb/?s=boom']) {
      const response = await app.inject({ method: 'HEAD', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect(upstream.requests).toHaveLength(0);
    expect((await app.inject({ method: 'HEAD', url: '/api/omdb/?page=0' })).statusCode).toBe(400);
  });
});
