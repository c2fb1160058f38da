import { NOT_FOUND_PAGE } from '../appShell.ts';
import { PAGES, fakeBuildWithPages, servingPages } from '../test/fakeBuild.ts';
import { buildTestApp } from '../test/helpers.ts';
import { expectRenderedPage } from '../test/responseChecks.ts';

const build = fakeBuildWithPages();

describe('the year page the server sends', () => {
  it('is the bundle’s page for the path in the shell, revalidated, under the CSP of every page', async () => {
    const server = await buildTestApp(servingPages(build));
    const home = await server.inject('/');
    const response = await server.inject('/year/2026?from=charts');
    expectRenderedPage(response);
    expect(response.headers['content-security-policy']).toBe(
      home.headers['content-security-policy'],
    );
    const page = response.body;
    // The shell's title gives way to the page's: one <title>.
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Year 2026 (fake)</title>');
    expect(page).toContain('<div id="root" data-page="YearPage"><main><h1>Year 2026</h1></main>');
    expect(page).not.toContain('Fake: loading the page');
  });

  it('sends the 404 page for a year the route does not admit', async () => {
    const server = await buildTestApp(servingPages(build));
    const paths = ['/year/abc', '/year/99999', '/year/0999', '/year/', '/year/2026/x'];
    // A dot that is no file extension, and a number longer than a file name may be.
    paths.push('/year/2026.5', `/year/${'1'.repeat(5000)}`);
    for (const path of paths) {
      const response = await server.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.body, path).toBe(PAGES[NOT_FOUND_PAGE]);
    }
  });
});
