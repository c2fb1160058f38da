import { join } from 'node:path';
import type { AppOptions } from '../app.ts';
import { APP_SHELL } from '../appShell.ts';
import { PAGES, fakeBuildWithPages, servingPages } from '../test/fakeBuild.ts';
import { NO_SUCH_FILM } from '../test/fakeSsrBundle.ts';
import { entry } from '../test/fixtures.ts';
import { buildTestApp } from '../test/helpers.ts';
import { dataOf } from '../test/moviePage.ts';
import { expectRenderedPage } from '../test/responseChecks.ts';

const build = fakeBuildWithPages();

const film = entry({ Title: 'The Clockmaker', Year: '2004', imdbID: 'tt0400001' });
/** Markup, and what String.replace would read as patterns ($&, $', $1) were the page put in as one. */
const hostileTitle = `"><script>alert(1)</script> $& $' $\` $1 Tom & Jerry`;
const hostile = entry({ Title: hostileTitle, Year: '2005', imdbID: 'tt0400002' });

function app(options: Partial<AppOptions> = {}) {
  return buildTestApp({ ...servingPages(build), catalog: [film, hostile], ...options });
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(html)?.[1];

describe('GET /movie/{id}, rendered on the server', () => {
  it('fills the app’s shell with the page the bundle renders of the film: its head, #root, its data', async () => {
    const response = await (await app()).inject('/movie/tt0400001');
    expectRenderedPage(response);
    const html = response.body;
    expect(html).toContain(
      '<div id="root" data-page="MovieDetailPage"><main><h1>The Clockmaker</h1></main></div>',
    );
    // The page's title and description replace the shell's: one of each.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>The Clockmaker (fake)</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="The Clockmaker"/>');
    // The rest of the shell stays: its script and stylesheet, and nothing of its loading state.
    expect(html).toContain('<script type="module" src="/assets/app-abc123.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-abc123.css"/>');
    expect(html).not.toContain('Fake: loading the page');
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it('gives the bundle the film as the API answers it', async () => {
    const server = await app();
    const html = (await server.inject('/movie/tt0400001')).body;
    const api = await server.inject('/api/omdb/?i=tt0400001&plot=full');
    expect(dataOf(html)).toEqual({ id: 'tt0400001', answer: api.json() });
  });

  it('answers an unknown id and a malformed one with the bundle’s page and HTTP 404', async () => {
    const server = await app();
    for (const path of ['/movie/tt9999999', '/movie/not-an-id', '/movie/%3Cscript%3Ealert(1)']) {
      const response = await server.inject(path);
      expectRenderedPage(response, 404, path);
      expect(response.body, path).toContain(`<h1>${NO_SUCH_FILM}</h1>`);
      expect(response.body, path).not.toContain('<script>alert');
    }
    // OMDb's own answer for the id it does not know.
    const unknown = (await server.inject('/movie/tt9999999')).body;
    expect(dataOf(unknown)?.answer).toMatchObject({ Response: 'False' });
  });

  it('tells the bundle the site’s origin from the Host header', async () => {
    const html = (
      await (
        await app()
      ).inject({ url: '/movie/tt0400001', headers: { host: 'films.example:8080' } })
    ).body;
    expect(canonical(html)).toBe('http://films.example:8080/movie/tt0400001');
  });

  it('uses PUBLIC_ORIGIN over the Host header', async () => {
    const server = await app({ config: { mode: 'demo', publicOrigin: 'https://kino.example' } });
    const html = (
      await server.inject({ url: '/movie/tt0400001', headers: { host: 'other.example' } })
    ).body;
    expect(canonical(html)).toBe('https://kino.example/movie/tt0400001');
    expect(html).not.toContain('other.example');
  });

  it('gives no origin rather than repeat a hostile Host header', async () => {
    const server = await app();
    for (const host of ['evil.example/"><script>x</script>', 'evil.example@x', 'a b', 'x:99999']) {
      const response = await server.inject({ url: '/movie/tt0400001', headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(canonical(response.body), host).toBeUndefined();
      expect(response.body, host).not.toContain('evil.example');
      expect(response.body, host).toContain('<h1>The Clockmaker</h1>');
    }
  });

  it('puts the page into the shell as it is: no $ pattern of a title is read as one', async () => {
    const server = await app();
    const html = (await server.inject('/movie/tt0400002')).body;
    const escaped = hostileTitle
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
    expect(html).toContain(`<title>${escaped} (fake)</title>`);
    expect(html).toContain(`<h1>${escaped}</h1>`);
    expect(html).not.toContain('<script>alert');
    // No script but the shell's own and the data element.
    expect(html.match(/<script\b/g)).toHaveLength(
      (PAGES[APP_SHELL].match(/<script\b/g) ?? []).length + 1,
    );
    const api = await server.inject('/api/omdb/?i=tt0400002&plot=full');
    expect(dataOf(html)).toEqual({ id: 'tt0400002', answer: api.json() });
  });

  it('keeps the CSP of every other page: no inline script allowed', async () => {
    const server = await app();
    const page = await server.inject('/movie/tt0400001');
    const home = await server.inject('/');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toBe(home.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self';/);
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
  });

  it('without the server-rendering bundle, sends the app shell as before', async () => {
    const server = await app({ ssrDir: join(build.dist, 'no-such-dir') });
    const response = await server.inject('/movie/tt0400001');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PAGES[APP_SHELL]);
  });
});
