import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_SHELL, NOT_FOUND_PAGE } from '../appShell.ts';
import { ssrDirFor } from './bundle.ts';
import { buildTestApp } from '../test/helpers.ts';
import { realBuildForFile } from '../test/realBuild.ts';

const build = realBuildForFile();

const withBundle = () => buildTestApp({ distDir: build.dist, ssrDir: ssrDirFor(build.dist) });

describe('the pages a real build sends, film pages aside', () => {
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
    const statsShell = readFileSync(join(build.dist, 'charts.html'), 'utf8');
    const expected: Record<string, string> = {
      '/favorites': shell,
      '/Favorites/': shell,
      '/charts?x=1': statsShell,
      '/Charts/': statsShell,
    };
    for (const [path, body] of Object.entries(expected)) {
      const response = await server.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toBe(body);
    }
    // The film route answers for itself (here «Фильм не найден», also a 404, but its page).
    expect((await server.inject('/movie/not-an-id')).body).toContain('data-page="MovieDetailPage"');
    expect((await server.inject('/')).body).toContain('data-page="SearchPage"');
  });

  it('sends the statistics page with its heading and loading state, and nothing it cannot know', async () => {
    const server = await withBundle();
    const page = (await server.inject('/charts')).body;
    expect(page).toMatch(/<h1>Статистика фильмов<\/h1>/);
    expect(page).toContain('Загрузка страницы...');
    expect(page).toMatch(/aria-current="page"[^>]*>Статистика</);
    // The favorites are the visitor's: neither their count nor the empty state is in the HTML.
    expect(page).not.toContain('Анализ');
    expect(page).not.toContain('Пока нечего считать');
    // Replaced by the client's render, not hydrated: no page is named.
    expect(page).toContain('<div id="root">');
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
      expect(response.body, path).toBe(readFileSync(join(build.dist, APP_SHELL), 'utf8'));
    }
  });
});
