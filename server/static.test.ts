import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { APP_JS, INDEX_HTML, SECRET, fakeBuild } from './test/fakeBuild.ts';
import { APP_SHELL } from './appShell.ts';
import { buildTestApp } from './test/helpers.ts';
import { cspDirectives } from './test/responseChecks.ts';

async function staticApp() {
  return buildTestApp({ distDir: fakeBuild().dist });
}

describe('static client', () => {
  it('serves index.html at / with no-cache', async () => {
    const app = await staticApp();
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('falls back to index.html for every client route, with no-cache', async () => {
    const app = await staticApp();
    for (const path of ['/movie/tt0111161', '/favorites', '/charts?x=1', '/no/such/page']) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.body, path).toBe(INDEX_HTML);
    }
  });

  it('sends the layout shell (app.html) for other routes when the build has one, index.html at /', async () => {
    const { dist } = fakeBuild();
    const shell = '<!doctype html><div id="root"><header>shell</header></div>';
    writeFileSync(join(dist, APP_SHELL), shell);
    const app = await buildTestApp({ distDir: dist });
    expect((await app.inject('/')).body).toBe(INDEX_HTML);
    for (const path of ['/movie/tt0111161', '/favorites', '/no/such/page']) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.body, path).toBe(shell);
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const app = await staticApp();
    const response = await app.inject('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(APP_JS);
  });

  it('revalidates files outside assets/', async () => {
    const app = await staticApp();
    const response = await app.inject('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset or file with a real 404, not the page', async () => {
    const app = await staticApp();
    for (const path of ['/assets/app-000000.js', '/assets/', '/robots.txt']) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).not.toContain('<html');
    }
  });

  it('answers any method but GET and HEAD with 405, before reading a body', async () => {
    const app = await staticApp();
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'] as const) {
      const response = await app.inject({
        method,
        url: '/movie/tt0111161',
        headers: { 'content-type': 'application/json' },
        payload: method === 'POST' ? '{"broken' : undefined,
      });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
      expect(response.json(), method).toEqual({ statusCode: 405, error: 'Method Not Allowed' });
    }
  });

  it('never serves files outside dist/', async () => {
    const app = await staticApp();
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await app.inject(path);
      expect(response.body, path).not.toContain(SECRET);
    }
  });

  it('compresses with brotli or gzip, as the client asks', async () => {
    const app = await staticApp();
    const br = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    expect(br.rawPayload.length).toBeLessThan(APP_JS.length / 2);
    const gzip = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);
  });

  it('still answers the API alongside the client', async () => {
    const app = await staticApp();
    expect((await app.inject('/api/omdb/?s=star')).json().Response).toBe('True');
    expect((await app.inject('/healthz')).json().status).toBe('ok');
  });
});

describe('without a build', () => {
  it('tells page visitors how to build, and the API still works', async () => {
    const app = await buildTestApp({ distDir: join(tmpdir(), 'filmoteka-no-such-dist') });
    const page = await app.inject('/');
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm start');
    expect((await app.inject('/api/omdb/?s=star')).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('set a strict CSP, framing and referrer rules on pages, API answers, posters and 404s', async () => {
    const app = await staticApp();
    for (const path of [
      '/',
      '/assets/app-abc123.js',
      '/api/omdb/?s=star',
      '/api/posters/tt0076759.png',
      '/assets/nope.js',
    ]) {
      const { headers } = await app.inject(path);
      const csp = cspDirectives(String(headers['content-security-policy']));
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      expect(csp.get('img-src'), path).toEqual(["'self'", 'data:', 'https:']);
      expect(csp.get('connect-src'), path).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.has('upgrade-insecure-requests'), path).toBe(false);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
  });

  it('allow inline styles (React style attributes) but never inline scripts', async () => {
    const app = await staticApp();
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    expect(cspDirectives(csp).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(cspDirectives(csp).get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('serves the service worker and the manifest for revalidation, at the root, as what they are', async () => {
    const { dist } = fakeBuild();
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Фильмотека"}');
    const app = await buildTestApp({ distDir: dist });
    const worker = await app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // A cached worker would keep visitors on an old version: the browser must ask every time.
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-security-policy']).toContain("script-src 'self'");
    const manifest = await app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });
});
