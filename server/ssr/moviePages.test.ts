import { join } from 'node:path';
import type { AppOptions } from '../app.ts';
import { ssrDirFor } from './bundle.ts';
import { entry } from '../test/fixtures.ts';
import { buildTestApp } from '../test/helpers.ts';
import { realBuildForFile } from '../test/realBuild.ts';
import { dataOf, metaContent, movieShell } from '../test/moviePage.ts';

const build = realBuildForFile();

const LONG_PLOT =
  'A retired clockmaker discovers that every clock in his village runs a little faster each night, ' +
  'and follows the missing minutes into the hills, where a travelling circus keeps them in jars.';
const film = entry({
  Title: 'The Clockmaker',
  Year: '2004',
  imdbID: 'tt0400001',
  Plot: LONG_PLOT,
  Director: 'Ada Lindqvist',
});
const hostileTitle = `"><script>alert(1)</script> 'Tom' & Jerry`;
const hostilePlot = `Ends early </script><script>alert(2)</script> <!-- "quoted" & 'single' \u2028 line`;
const hostile = entry({
  Title: hostileTitle,
  Year: '2005',
  imdbID: 'tt0400002',
  Plot: hostilePlot,
});
const posterless = entry({
  Title: 'No Poster',
  Year: '2006',
  imdbID: 'tt0400003',
  HasPoster: false,
});

function app(options: Partial<AppOptions> = {}) {
  return buildTestApp({
    distDir: build.dist,
    ssrDir: ssrDirFor(build.dist),
    catalog: [film, hostile, posterless],
    ...options,
  });
}

describe('GET /movie/{id}, rendered on the server', () => {
  it('holds the film: title, tags, rating, fields, plot and the poster as a sized, eager <img>', async () => {
    const response = await (await app()).inject('/movie/tt0400001');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toMatch(/<h1 [^>]*>The Clockmaker<\/h1>/);
    expect(html).toContain('>2004</span>');
    expect(html).toContain('aria-label="Рейтинг IMDb: 7,5 из 10"');
    expect(html).toContain('>Ada Lindqvist</dd>');
    expect(html).toContain(LONG_PLOT);
    const img = /<img [^>]*alt="Постер: The Clockmaker"[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('src="/api/posters/tt0400001.svg"');
    expect(img).toMatch(/width="300"/);
    expect(img).toMatch(/height="450"/);
    expect(img).not.toMatch(/loading="lazy"/);
    expect(img).toMatch(/fetchpriority="high"/i);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>The Clockmaker — Фильмотека</title>');
    // The styles are in the page itself: it paints with no other request but the poster.
    expect(html).toMatch(/<style>[^<]*\._page_/);
    expect(html).not.toMatch(
      /<link rel="(stylesheet|modulepreload)"|<link rel="preload" as="(style|script)"/,
    );
  });

  it('answers an unknown id and a malformed one with «Фильм не найден» and HTTP 404', async () => {
    const server = await app();
    for (const path of ['/movie/tt9999999', '/movie/not-an-id', '/movie/%3Cscript%3Ealert(1)']) {
      const response = await server.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.body, path).toContain('Фильм не найден');
      expect(response.body, path).toContain('<title>Фильм — Фильмотека</title>');
      expect(response.body, path).not.toContain('<script>alert');
      expect(dataOf(response.body)?.answer, path).toMatchObject({ Response: 'False' });
    }
  });

  it('describes the film: plot shortened on a word, Open Graph, Twitter card, canonical from the Host', async () => {
    const response = await (
      await app()
    ).inject({
      url: '/movie/tt0400001',
      headers: { host: 'films.example:8080' },
    });
    const html = response.body;
    const description = metaContent(html, 'name', 'description') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.length).toBeGreaterThan(100);
    expect(description.endsWith('…')).toBe(true);
    const kept = description.slice(0, -1);
    expect(LONG_PLOT.startsWith(kept)).toBe(true);
    expect(LONG_PLOT[kept.length]).toMatch(/[\s,]/); // cut between words
    expect(metaContent(html, 'property', 'og:title')).toBe('The Clockmaker — Фильмотека');
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:type')).toBe('video.movie');
    expect(metaContent(html, 'property', 'og:site_name')).toBe('Фильмотека');
    expect(metaContent(html, 'property', 'og:locale')).toBe('ru_RU');
    expect(metaContent(html, 'property', 'og:url')).toBe(
      'http://films.example:8080/movie/tt0400001',
    );
    expect(metaContent(html, 'property', 'og:image')).toBe(
      'http://films.example:8080/api/posters/tt0400001.svg',
    );
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:title')).toBe('The Clockmaker — Фильмотека');
    expect(metaContent(html, 'name', 'twitter:description')).toBe(description);
    expect(metaContent(html, 'name', 'twitter:image')).toBe(
      'http://films.example:8080/api/posters/tt0400001.svg',
    );
    expect(html).toContain(
      '<link rel="canonical" href="http://films.example:8080/movie/tt0400001"/>',
    );
    // One description: the site's own is replaced, not repeated.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('uses PUBLIC_ORIGIN over the Host header', async () => {
    const server = await app({ config: { mode: 'demo', publicOrigin: 'https://kino.example' } });
    const html = (
      await server.inject({ url: '/movie/tt0400001', headers: { host: 'other.example' } })
    ).body;
    expect(metaContent(html, 'property', 'og:url')).toBe('https://kino.example/movie/tt0400001');
    expect(html).toContain('<link rel="canonical" href="https://kino.example/movie/tt0400001"/>');
    expect(html).not.toContain('other.example');
  });

  it('leaves out og:url and canonical rather than repeat a hostile Host header', async () => {
    const server = await app();
    for (const host of ['evil.example/"><script>x</script>', 'evil.example@x', 'a b', 'x:99999']) {
      const response = await server.inject({ url: '/movie/tt0400001', headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(metaContent(response.body, 'property', 'og:url'), host).toBeNull();
      expect(response.body, host).not.toContain('rel="canonical"');
      expect(response.body, host).not.toContain('evil.example');
      expect(metaContent(response.body, 'property', 'og:title'), host).toBe(
        'The Clockmaker — Фильмотека',
      );
    }
  });

  it('makes a small card without a poster', async () => {
    const html = (await (await app()).inject('/movie/tt0400003')).body;
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'property', 'og:image')).toBeNull();
    expect(html).toContain('Постер недоступен');
  });

  it('keeps markup and quotes in a title and plot as text everywhere, and the data parses back', async () => {
    const html = (await (await app()).inject('/movie/tt0400002')).body;
    const shell = movieShell(build.dist);
    // No script but the shell's own and the data element.
    expect(html.match(/<script\b/g)).toHaveLength((shell.match(/<script\b/g) ?? []).length + 1);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!-- "quoted"');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toMatch(
      /<h1 [^>]*>&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; &#x27;Tom&#x27; &amp; Jerry<\/h1>/,
    );
    expect(metaContent(html, 'property', 'og:title')).toBe(`${hostileTitle} — Фильмотека`);
    expect(metaContent(html, 'name', 'description')).toBe(hostilePlot.replace(/\s+/g, ' '));
    const api = await (await app()).inject('/api/omdb/?i=tt0400002&plot=full');
    expect(dataOf(html)).toEqual({ id: 'tt0400002', answer: api.json() });
  });

  it('keeps the CSP of every other page: no inline script allowed', async () => {
    const server = await app();
    const page = await server.inject('/movie/tt0400001');
    const home = await server.inject('/');
    expect(page.headers['content-security-policy']).toBe(home.headers['content-security-policy']);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(page.headers['content-security-policy']).not.toContain("unsafe-inline';object");
    expect(
      /script-src[^;]*unsafe-inline/.test(String(page.headers['content-security-policy'])),
    ).toBe(false);
  });

  it('without the server-rendering bundle, sends the app shell as before', async () => {
    const server = await app({ ssrDir: join(build.dist, 'no-such-dir') });
    const response = await server.inject('/movie/tt0400001');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(movieShell(build.dist));
  });
});
