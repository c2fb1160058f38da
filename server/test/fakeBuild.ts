import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
