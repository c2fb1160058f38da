import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { brotli } from './precompress.ts';

/**
 * gzip KB. The entry's 102 holds what `/` runs at start, the listener that keeps a visitor's
 * presses until the app takes over (src/boot/) included: that listener must run before the first
 * paint, so it is paid for here rather than moved out by a build trick. What a visitor meets on a
 * phone is measured by `npm run bench` (first interaction) and proven by the e2e `phone` project.
 * 102.1 since sync: IndexedDB's wrapper (idb) is now shared by the film details and the sync
 * engine, a chunk of its own whose name the app's preload lists carry (32 bytes over 102).
 * 102.5 since a sync link's store is read beside start-up and a refused save is said at once (the
 * storage health, 0.3 KB, moved into the entry). 102.7 since the theme is put on by a classic
 * script of its own (src/features/theme/themeScript.ts, 0.3 KB), which every browser runs before
 * the first paint, not only those that honour `blocking="render"`: the boot script is 0.2 KB
 * lighter without it, but the storage keys, which the boot script carried for the app too, are now
 * in both the theme script and the app's chunk (0.2 KB over 102.5 in all). 103 once that met
 * the move of local saving and sync into src/data/ (102.8 measured): the storage keys and their
 * listener now ride in the app's chunk. Lazy chunks have no budget of their own: what each route
 * fetches is budgeted in scripts/routeBudgets.ts.
 */
// 106 since the library's model and slice (statuses, episodes) joined the app's chunk; 106.4 since
// a page or a dialog whose code is in shows at once (src/app/history.ts, `useSwitch`); 106.5 since
// a press on a film card asks for its details before the film page renders
// (`OmdbClient.prefetchDetails`, 57 bytes over 106.4).
export const BUDGETS_KB = { entryJs: 106.5, allCss: 12 } as const;

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BundleReport {
  entry: FileSize[];
  /**
   * Each lazy chunk with what it loads beyond the entry: the pages, then the chunks they load on
   * demand in turn (a dialog, a parser), and the module workers.
   */
  lazy: { chunk: string; files: FileSize[] }[];
  css: FileSize[];
}

export function sizeOf(distDir: string, file: string): FileSize {
  const bytes = readFileSync(join(distDir, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotli(bytes).length,
  };
}

/** Scripts and modulepreloads that index.html loads up front. */
export function htmlEntries(html: string): string[] {
  const pattern = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g;
  return [...html.matchAll(pattern)].map((match) => match[1]);
}

/** Static imports of a built module (`import{…}from"./x.js"`, `import"./x.js"`), as dist paths. */
export function staticImports(code: string, from: string): string[] {
  const pattern = /\bimport\s*(?:[\w$*{}\s,]+from\s*)?["'`]([^"'`]+\.js)["'`]/g;
  return [...code.matchAll(pattern)].map((match) => posix.join(posix.dirname(from), match[1]));
}

/** Dynamic imports (`import("./x.js")`) and module workers (`new URL("./w.js", …)`): the lazy chunks. */
export function dynamicImports(code: string, from: string): string[] {
  const pattern = /\b(?:import\(|new URL\()\s*["'`]([^"'`]+\.js)["'`]/g;
  return [...code.matchAll(pattern)].map((match) =>
    match[1].startsWith('/') ? match[1].slice(1) : posix.join(posix.dirname(from), match[1]),
  );
}

/**
 * The chunks the boot script imports on every page once it has painted (named in vite.config.ts):
 * the app and React DOM's renderer.
 */
export function isStartChunk(file: string): boolean {
  return /(^|\/)assets\/(app|react-dom)-[\w-]+\.js$/.test(file);
}

function closure(distDir: string, roots: string[], known: Set<string> = new Set()): string[] {
  const seen = new Set<string>();
  const queue = roots.filter((file) => !known.has(file));
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || known.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(readFileSync(join(distDir, file), 'utf8'), file));
  }
  return [...seen];
}

export function measureBundle(distDir: string): BundleReport {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const importsOf = (files: string[]) =>
    files.flatMap((file) => dynamicImports(readFileSync(join(distDir, file), 'utf8'), file));
  // The page's own scripts, and the app they start at once: all of it is what `/` needs to run.
  const bootFiles = closure(distDir, htmlEntries(html));
  const entryFiles = closure(distDir, [...bootFiles, ...importsOf(bootFiles).filter(isStartChunk)]);
  const entrySet = new Set(entryFiles);
  // Breadth first: a page's own lazy chunks come after every page. What a chunk loads beyond the
  // entry and the chunk that loads it (already there when it is asked for) is its own weight.
  const loadedBefore = new Map(
    importsOf(entryFiles)
      .filter((root) => !entrySet.has(root))
      .map((root) => [root, entrySet]),
  );
  for (const [root, before] of loadedBefore) {
    const loaded = new Set([...before, ...closure(distDir, [root], before)]);
    for (const next of importsOf([...loaded].filter((file) => !before.has(file)))) {
      if (!loaded.has(next) && !loadedBefore.has(next)) loadedBefore.set(next, loaded);
    }
  }
  const css = readdirSync(join(distDir, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => sizeOf(distDir, `assets/${name}`));
  return {
    entry: entryFiles.map((file) => sizeOf(distDir, file)),
    lazy: [...loadedBefore].map(([chunk, before]) => ({
      chunk,
      files: closure(distDir, [chunk], before).map((file) => sizeOf(distDir, file)),
    })),
    css,
  };
}

const total = (files: FileSize[], key: keyof Omit<FileSize, 'file'>) =>
  files.reduce((sum, file) => sum + file[key], 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export interface BudgetLine {
  what: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** None for a lazy chunk: listed for information, budgeted per route (routeBudgets.ts). */
  budgetKb: number | null;
  ok: boolean;
}

export function budgetLines(report: BundleReport): BudgetLine[] {
  const line = (what: string, files: FileSize[], budgetKb: number | null): BudgetLine => {
    const gzip = total(files, 'gzip');
    return {
      what,
      raw: total(files, 'raw'),
      gzip,
      brotli: total(files, 'brotli'),
      budgetKb,
      ok: budgetKb === null || gzip <= budgetKb * 1024,
    };
  };
  return [
    line('entry JS for /', report.entry, BUDGETS_KB.entryJs),
    ...report.lazy.map(({ chunk, files }) =>
      line(`lazy ${posix.basename(chunk).replace(/-[\w-]+\.js$/, '')}`, files, null),
    ),
    line('all CSS', report.css, BUDGETS_KB.allCss),
  ];
}

export function formatTable(lines: BudgetLine[]): string {
  const rows = lines.map(
    (l) =>
      `| ${l.what} | ${kb(l.raw)} KB | ${kb(l.gzip)} KB | ${kb(l.brotli)} KB | ${l.budgetKb === null ? '—' : `${l.budgetKb} KB`} | ${l.ok ? 'ok' : 'OVER'} |`,
  );
  return [
    '| what | raw | gzip -9 | brotli | budget (gzip) | |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
