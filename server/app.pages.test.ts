import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_SHELL, NOT_FOUND_PAGE } from './appShell.ts';
import { ssrDirFor } from './ssr/bundle.ts';
import { buildTestApp } from './test/helpers.ts';
import { realBuildForFile } from './test/realBuild.ts';

const build = realBuildForFile();

const withBundle = () => buildTestApp({ distDir: build.dist, ssrDir: ssrDirFor(build.dist) });

describe('a path no route claims', () => {
  it('gets the 404 page itself, prerendered, with HTTP 404', async () => {
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
      expect(response.body, path).toBe(readFileSync(join(build.dist, NOT_FOUND_PAGE), 'utf8'));
    }
    const page = (await server.inject('/no/such/page')).body;
    expect(page).toContain('<div id="root" data-page="NotFoundPage">');
    expect(page).toMatch(/<h1[^>]*>Страница не найдена<\/h1>/);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Страница не найдена — Фильмотека</title>');
  });

  it('leaves every route of the app its own page, whatever the case or trailing slash', async () => {
    const server = await withBundle();
    const shell = readFileSync(join(build.dist, APP_SHELL), 'utf8');
    for (const path of ['/favorites', '/Favorites/', '/charts?x=1', '/movie/not-an-id']) {
      const response = await server.inject(path);
      if (path.startsWith('/movie/')) {
        // The film route answers for itself (here «Фильм не найден», also a 404, but its page).
        expect(response.body, path).toContain('data-page="MovieDetailPage"');
        continue;
      }
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toBe(shell);
    }
    expect((await server.inject('/')).body).toContain('data-page="SearchPage"');
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
    const response = await server.inject('/no/such/page');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(readFileSync(join(build.dist, APP_SHELL), 'utf8'));
  });
});
