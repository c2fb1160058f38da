import { APP_SHELL, NOT_FOUND_PAGE } from '../appShell.ts';
import { PAGES, fakeBuildWithPages, servingPages } from '../test/fakeBuild.ts';
import { CHARTS_SHELL } from '../test/fakeSsrBundle.ts';
import { buildTestApp } from '../test/helpers.ts';

const build = fakeBuildWithPages();

const withBundle = () => buildTestApp(servingPages(build));

describe('the pages a build sends, film pages aside', () => {
  it('gets the 404 page itself, prerendered, with HTTP 404, for a path no route claims', async () => {
    const server = await withBundle();
    const home = await server.inject('/');
    for (const path of ['/no/such/page', '/favorites/extra', '/movie/', '/movie/tt0133093/more']) {
      const response = await server.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.headers['content-security-policy'], path).toBe(
        home.headers['content-security-policy'],
      );
      expect(response.body, path).toBe(PAGES[NOT_FOUND_PAGE]);
    }
  });

  it('leaves every route of the app its page: its own shell when the bundle names one, else the app’s', async () => {
    const server = await withBundle();
    const expected: Record<string, string> = {
      '/favorites': PAGES[APP_SHELL],
      // The bundle is asked about the path, never its query string.
      '/charts?x=1': PAGES[CHARTS_SHELL],
      '/': PAGES['index.html'],
    };
    for (const [path, body] of Object.entries(expected)) {
      const response = await server.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.body, path).toBe(body);
    }
    // The film route answers for itself (a 404 too for an id it cannot show, but its own page).
    const film = await server.inject('/movie/not-an-id');
    expect(film.statusCode).toBe(404);
    expect(film.body).toContain('<div id="root" data-page="MovieDetailPage">');
  });

  it('keeps the JSON 404 of a missing file or API path', async () => {
    const server = await withBundle();
    for (const path of ['/assets/missing-abc.js', '/api/nothing', '/nothing.png']) {
      const response = await server.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/^application\/json/);
    }
  });

  it('without the server-rendering bundle, gets the app shell as before', async () => {
    const server = await buildTestApp({ distDir: build.dist });
    for (const path of ['/no/such/page', '/charts']) {
      const response = await server.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toBe(PAGES[APP_SHELL]);
    }
  });
});
