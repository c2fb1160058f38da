import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_FOUND_PAGE } from '../appShell.ts';
import { ssrDirFor } from './bundle.ts';
import { buildTestApp } from '../test/helpers.ts';
import { realBuildForFile } from '../test/realBuild.ts';

const build = realBuildForFile();

const withBundle = () => buildTestApp({ distDir: build.dist, ssrDir: ssrDirFor(build.dist) });

describe('the year page the server sends', () => {
  it('is the frame with the year in its title and heading, and its loading state', async () => {
    const server = await withBundle();
    const home = await server.inject('/');
    const response = await server.inject('/year/2026');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(
      home.headers['content-security-policy'],
    );
    const page = response.body;
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Ваш 2026 год — Фильмотека</title>');
    expect(page).toMatch(/<h1>Ваш 2026 год<\/h1>/);
    expect(page).toContain('Собираем итоги года...');
    expect(page).toContain('<div id="root" data-page="YearPage">');
    // The favorites are the visitor's: nothing about them is in the HTML.
    expect(page).not.toContain('нет данных за этот год');
    expect(page).not.toContain('вы посмотрели');
  });

  it('sends the 404 page for a year the route does not admit', async () => {
    const server = await withBundle();
    const paths = ['/year/abc', '/year/99999', '/year/0999', '/year/', '/year/2026/x'];
    // A dot that is no file extension, and a number longer than a file name may be.
    paths.push('/year/2026.5', `/year/${'1'.repeat(5000)}`);
    for (const path of paths) {
      const response = await server.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toBe(readFileSync(join(build.dist, NOT_FOUND_PAGE), 'utf8'));
    }
  });
});
