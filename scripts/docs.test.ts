import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const README_MAX_LINES = 150;
/** The spec is the product's, kept as written; everything else under docs/ is ours. */
const OURS = (name: string) => name.endsWith('.md') && name !== 'product-spec.md';
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter(OURS)
    .map((n) => `docs/${n}`),
];
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts,
);
const TOP = /^(src|server|scripts|bench|e2e|sw|docs|public)\//;
/** A written path stands for a pattern, a placeholder or a file made at run time: not checked. */
const PATTERN = /[*…<>{}$]|:\w|\bYYYY\b|\bN\b/;
/** What a run writes (ignored by git): named by the docs, absent from a fresh clone. */
const WRITTEN = readFileSync(join(root, '.gitignore'), 'utf8').split('\n').filter(Boolean);

function namedPaths(text: string): string[] {
  const paths = new Set<string>();
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const word of code.split(/[\s,()]+/)) {
      const path = word.replace(/[.:;]+$/, '').replace(/#.*$/, '');
      if (TOP.test(path) && !PATTERN.test(path) && !WRITTEN.includes(path)) paths.add(path);
    }
  }
  return [...paths];
}

describe('the README and docs/', () => {
  it(`keep the README within ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it.each(pages)('%s names only paths that exist', (page) => {
    const text = readFileSync(join(root, page), 'utf8');
    const missing = namedPaths(text).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });

  it.each(pages)('%s links only to pages that exist', (page) => {
    const text = readFileSync(join(root, page), 'utf8');
    const targets = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map(([, target]) => target)
      .filter((target) => !/^[a-z]+:/.test(target));
    const missing = targets.filter((target) => !existsSync(join(root, dirname(page), target)));
    expect(missing).toEqual([]);
  });

  it.each(pages)('%s names only npm scripts that exist', (page) => {
    const text = readFileSync(join(root, page), 'utf8');
    const named = [...text.matchAll(/npm run ([\w:-]+)/g)].map(([, name]) => name);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});
