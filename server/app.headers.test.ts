import { catalog } from './omdb/catalog/index.ts';
import { fakeBuildWithPages, servingPages } from './test/fakeBuild.ts';
import { startFakeUpstream } from './test/fakeUpstream.ts';
import { buildTestApp, proxyApp } from './test/helpers.ts';
import { expectSecurityHeaders } from './test/responseChecks.ts';

const build = fakeBuildWithPages();

describe('security headers on every kind of answer', () => {
  it('set a CSP without inline or eval’d script, with frame-ancestors none, and nosniff, on every kind of answer', async () => {
    const app = await buildTestApp({ ...servingPages(build), catalog });
    const poster = (await app.inject('/api/omdb/?s=matrix')).json().Search[0].Poster as string;
    expect(poster).toMatch(/^\/api\/posters\//);

    const answers: Array<[string, number, Record<string, string>?]> = [
      ['/', 200],
      // The server-rendered pages, each from a plugin of its own.
      ['/movie/tt0133093', 200],
      ['/movie/tt0133093', 200, { 'accept-encoding': 'br' }],
      ['/movie/tt9999999', 404],
      ['/?q=matrix', 200],
      ['/year/2026', 200],
      ['/', 200, { 'accept-encoding': 'br' }],
      ['/assets/app-abc123.js', 200],
      ['/assets/app-abc123.css', 200],
      ['/favicon.svg', 200],
      ['/api/omdb/?s=matrix', 200],
      ['/api/omdb/?i=tt0133093&plot=full', 200, { 'accept-encoding': 'gzip' }],
      [poster, 200],
      ['/healthz', 200],
      ['/favorites', 200],
      ['/no/such/page', 404],
      ['/assets/missing-123.js', 404],
      ['/api/nothing', 404],
      ['/assets/..%2f..%2fpackage.json', 404],
      ['/%C0%AF', 400],
    ];
    for (const [url, status, headers] of answers) {
      const response = await app.inject({ url, headers });
      const where = `${url} ${JSON.stringify(headers ?? {})}`;
      expect(response.statusCode, where).toBe(status);
      expectSecurityHeaders(response, where);
    }
    const method = await app.inject({ method: 'DELETE', url: '/' });
    expect(method.statusCode).toBe(405);
    expectSecurityHeaders(method, 'DELETE /');
  });

  it('set them on proxy-mode answers too: 200, 400, 429 and 502', async () => {
    const upstream = await startFakeUpstream(0);
    const { app } = await proxyApp(upstream.url, { rateLimitMax: 3 });
    const answers: Array<[string, number]> = [
      ['/api/omdb/?s=matrix', 200],
      ['/api/omdb/?s=matrix&page=0', 400],
      ['/api/omdb/?s=boom', 502],
      ['/api/omdb/?s=matrix', 429],
    ];
    for (const [url, status] of answers) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(status);
      expectSecurityHeaders(response, url);
    }
  });
});
