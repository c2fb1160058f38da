import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppOptions } from '../app.ts';
import { APP_SHELL, NOT_FOUND_PAGE } from '../appShell.ts';
import { SSR_ENTRY, ssrDirFor } from '../ssr/bundle.ts';
import { CHARTS_SHELL } from './fakeSsrBundle.ts';

export const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
export const APP_JS = `export const movies = ${JSON.stringify(Array.from({ length: 200 }, (_, n) => `movie number ${n}`))};\n`;
export const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';
/** What dist/ may serve, by path. */
export const SERVABLE = {
  'index.html': INDEX_HTML,
  'assets/app-abc123.js': APP_JS,
  'favicon.svg': FAVICON,
};

/** Contents that must never be served: beside dist/, and a hidden file inside it. */
export const SECRET = 'TOP-SECRET';
export const HIDDEN_SECRET = 'DOTFILE-SECRET';
/** A line only the project's package.json has; a copy of it sits beside dist/. */
export const PACKAGE_JSON_MARK = '"name": "filmoteka"';

const packageJson = fileURLToPath(new URL('../../package.json', import.meta.url));

/**
 * A tiny stand-in for `npm run build`: dist/ with index.html, one hashed asset, a favicon and a
 * dotfile, next to secret.txt and a copy of package.json. Removed when the test ends.
 */
export function fakeBuild(): { root: string; dist: string } {
  const root = mkdtempSync(join(tmpdir(), 'filmoteka-dist-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  for (const [path, content] of Object.entries(SERVABLE)) writeFileSync(join(dist, path), content);
  writeFileSync(join(dist, '.env'), HIDDEN_SECRET);
  writeFileSync(join(root, 'secret.txt'), SECRET);
  copyFileSync(packageJson, join(root, 'package.json'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  return { root, dist };
}

export const APP_CSS = 'main{display:block}';

/** A page as the build writes it: the layout (header, nav, main, footer) inside #root. */
function page(title: string, root: string, main: string): string {
  return (
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"/><title>${title}</title>` +
    '<meta name="description" content="The fake site’s own description."/>' +
    '<link rel="stylesheet" href="/assets/app-abc123.css"/>' +
    '<script type="module" src="/assets/app-abc123.js"></script></head>' +
    `<body><div id="root"${root}><header><nav><a href="/">Fake</a></nav></header>` +
    `<main>${main}</main><footer>Fake footer</footer></div></body></html>`
  );
}

/**
 * What the build writes for the server to send and fill (scripts/prerender.ts): index.html with
 * the search page, the shell of every other page (app.html) with its loading state, a shell of
 * its own for `/charts`, and the 404 page.
 */
export const PAGES = {
  'index.html': page('Fake search', ' data-page="SearchPage"', '<h1>Fake search</h1>'),
  [APP_SHELL]: page('Fake', '', '<p role="status">Fake: loading the page</p>'),
  [CHARTS_SHELL]: page('Fake charts', '', '<p role="status">Fake: loading the charts</p>'),
  [NOT_FOUND_PAGE]: page('Fake: no such page', ' data-page="NotFoundPage"', '<h1>No page</h1>'),
};

const fakeSsrBundle = new URL('./fakeSsrBundle.ts', import.meta.url);

/**
 * A tiny stand-in for `npm run build` with its pages, for the tests of one file (made before
 * them, removed after them): dist/ with the PAGES and the assets they name, and beside it the
 * server-rendering bundle's entry, which is server/test/fakeSsrBundle.ts.
 */
export function fakeBuildWithPages(): { dist: string } {
  const build = { dist: '' };
  let root = '';
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'filmoteka-pages-'));
    const dist = join(root, 'dist');
    const files = {
      ...PAGES,
      'assets/app-abc123.js': APP_JS,
      'assets/app-abc123.css': APP_CSS,
      'favicon.svg': FAVICON,
    };
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), content);
    }
    mkdirSync(ssrDirFor(dist));
    writeFileSync(join(ssrDirFor(dist), SSR_ENTRY), `export * from '${fakeSsrBundle.href}';\n`);
    build.dist = dist;
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return build;
}

/** The app options that serve a fakeBuildWithPages() build with its server-rendering bundle. */
export function servingPages(build: { dist: string }): Pick<AppOptions, 'distDir' | 'ssrDir'> {
  return { distDir: build.dist, ssrDir: ssrDirFor(build.dist) };
}
