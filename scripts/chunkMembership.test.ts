import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APP_CHUNK,
  EXACT_CHUNKS,
  SPLITS,
  chunkProblems,
  pageScriptProblems,
  type ChunkReport,
} from './chunkMembership.ts';

const asStated = (): ChunkReport => ({
  ...structuredClone(EXACT_CHUNKS),
  app: [...APP_CHUNK.holds, 'src/shared/text.ts'],
  StatsPage: ['src/pages/StatsPage/StatsPage.tsx'],
});

describe('chunk membership', () => {
  it('a build as stated has nothing to report', () => {
    expect(chunkProblems(asStated())).toEqual([]);
  });

  it('a module that moved from the boot script to the app is reported on both sides', () => {
    const report = asStated();
    report.index = report.index.filter((module) => module !== 'src/boot/takeover.ts');
    report.app.push('src/boot/takeover.ts');
    expect(chunkProblems(report)).toEqual(['index lacks src/boot/takeover.ts']);
    report.persistence.push('src/data/local/newStore.ts');
    expect(chunkProblems(report)).toContain('persistence also holds src/data/local/newStore.ts');
  });

  it('a page or a later chunk’s module in the app’s chunk is reported', () => {
    const report = asStated();
    report.app.push('src/pages/FavoritesPage/FavoritesPage.tsx', 'npm:valibot');
    expect(chunkProblems(report)).toEqual([
      'app holds src/pages/FavoritesPage/FavoritesPage.tsx, npm:valibot, which load later',
    ]);
  });

  it('an app chunk without the search page is reported', () => {
    const report = asStated();
    report.app = report.app.filter((module) => module !== 'src/pages/SearchPage/SearchPage.tsx');
    expect(chunkProblems(report)).toEqual(['app lacks src/pages/SearchPage/SearchPage.tsx']);
  });
});

const root = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|fixtures)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The module an import specifier names, as SPLITS names it. */
function resolve(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return `npm:${specifier}`;
  const base = posix.join(posix.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`].find((path) => existsSync(join(root, path)));
  if (!found) throw new Error(`${from} imports ${specifier}, which is not there`);
  return relative(root, join(root, found)).split('\\').join('/');
}

/** Every `import('…')` and module worker (`new URL('…', import.meta.url)`) in the app's source. */
function splitsInSource(): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles('src')) {
    const code = readFileSync(join(root, file), 'utf8');
    for (const match of code.matchAll(
      /\bimport\(\s*'([^']+)'|new URL\(\s*'([^']+)',\s*import\.meta\.url/g,
    ))
      found.add(resolve(file, match[1] ?? match[2]));
  }
  return found;
}

describe('the splits', () => {
  it('every module loaded by import() is listed with its reason, and only those', () => {
    const inSource = splitsInSource();
    expect([...inSource].filter((module) => !(module in SPLITS)).sort()).toEqual([]);
    expect(
      Object.keys(SPLITS)
        .filter((module) => !inSource.has(module))
        .sort(),
    ).toEqual([]);
    for (const reason of Object.values(SPLITS)) expect(reason.length).toBeGreaterThan(10);
  });
});

describe('the page scripts left out of preload links', () => {
  const html =
    '<script type="module" blocking="render" crossorigin src="/assets/rolldown-runtime-XKyaHtl9.js"></script>' +
    '<script type="module" blocking="render" crossorigin src="/assets/index-BxqGEEJa.js"></script>' +
    '<script src="/assets/theme-jTj00EMj.js"></script>';
  const assets = [
    'assets/rolldown-runtime-XKyaHtl9.js',
    'assets/index-BxqGEEJa.js',
    'assets/theme-jTj00EMj.js',
    'assets/app-DH2F8pLq.js',
  ];

  it('are exactly the module scripts the page loads', () => {
    expect(pageScriptProblems(assets, html)).toEqual([]);
  });

  it('says so when another chunk would match, or a page script would not', () => {
    expect(pageScriptProblems([...assets, 'assets/index-Ab12Cd34.js'], html)).toEqual([
      'assets/index-Ab12Cd34.js is not a page script',
    ]);
    const withApp = `${html}<script type="module" src="/assets/app-DH2F8pLq.js"></script>`;
    expect(pageScriptProblems(assets, withApp)).toEqual([
      'assets/app-DH2F8pLq.js is a page script PAGE_SCRIPTS misses',
    ]);
  });
});
