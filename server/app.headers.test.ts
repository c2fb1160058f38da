import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { catalog } from './omdb/catalog/index.ts';
import { startFakeUpstream } from './test/fakeUpstream.ts';
import { buildTestApp, proxyApp } from './test/helpers.ts';
import { realBuildForFile } from './test/realBuild.ts';
import { expectSecurityHeaders } from './test/responseChecks.ts';

const build = realBuildForFile();

function builtPages(): Array<{ name: string; html: string }> {
  return readdirSync(build.dist, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({ name, html: readFileSync(join(build.dist, name), 'utf8') }));
}

describe('the built client', () => {
  it('has no inline script: every <script> is an empty <script type="module" src=…>', () => {
    const pages = builtPages();
    expect(pages.map(({ name }) => name)).toContain('index.html');
    for (const { name, html } of pages) {
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)];
      expect(scripts.length, name).toBe((html.match(/<script\b/gi) ?? []).length);
      for (const [tag, attributes, content] of scripts) {
        expect(attributes, `${name}: ${tag}`).toMatch(/\btype="module"/);
        expect(attributes, `${name}: ${tag}`).toMatch(/\bsrc="\/[^"]+\.js"/);
        expect(content.trim(), `${name}: ${tag}`).toBe('');
      }
    }
    expect(pages.some(({ html }) => /<script\b/i.test(html))).toBe(true);
  });

  it('has no inline event handler (on…= attributes) and no javascript: URL', () => {
    for (const { name, html } of builtPages()) {
      for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
        expect(tag, name).not.toMatch(/\son[a-z]+\s*=/i);
        expect(tag, name).not.toMatch(/javascript:/i);
      }
    }
  });
});

describe('security headers on the real build', () => {
  it('set a CSP without inline or eval’d script, with frame-ancestors none, and nosniff, on every kind of answer', async () => {
    const app = await buildTestApp({ distDir: build.dist, catalog });
    const html = readFileSync(join(build.dist, 'index.html'), 'utf8');
    const script = /<script[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
    const stylesheet = /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    const poster = (await app.inject('/api/omdb/?s=matrix')).json().Search[0].Poster as string;
    expect(poster).toMatch(/^\/api\/posters\//);

    const answers: Array<[string, number, Record<string, string>?]> = [
      ['/', 200],
      ['/movie/tt0133093', 200],
      ['/', 200, { 'accept-encoding': 'br' }],
      [script ?? '', 200],
      [stylesheet ?? '/assets/missing.css', stylesheet ? 200 : 404],
      ['/favicon.svg', 200],
      ['/api/omdb/?s=matrix', 200],
      ['/api/omdb/?i=tt0133093&plot=full', 200, { 'accept-encoding': 'gzip' }],
      [poster, 200],
      ['/healthz', 200],
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
