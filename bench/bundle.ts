/** Bundle sizes per route from dist/, measured by scripts/bundleSize.ts, beside the references. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import {
  budgetLines,
  formatTable,
  measureBundle,
  sizeOf,
  type BudgetLine,
  type FileSize,
} from '../scripts/bundleSize.ts';
import { check, type TargetCheck } from './util.ts';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteBundle {
  route: string;
  /** Entry JS plus the route's lazy chunk (and what it imports beyond the entry). */
  js: Sizes;
  /** Entry CSS plus the route's own CSS. */
  css: Sizes;
  files: string[];
}

export interface BundleSection {
  html: Sizes;
  routes: RouteBundle[];
  budget: BudgetLine[];
  budgetTable: string;
  references: {
    what: string;
    entryJsKb: number | null;
    lighthouseMobilePerf: number | null;
    lcpS: number | null;
  }[];
  targets: TargetCheck[];
}

/** Figures given in the issue for comparison (entry JS in KB; Lighthouse mobile). */
export const REFERENCES: BundleSection['references'] = [
  {
    what: 'PrimeReact + RTK + redux-persist app (closest to our spec)',
    entryJsKb: 145.5,
    lighthouseMobilePerf: 77,
    lcpS: 4.08,
  },
  {
    what: 'React 19 + Vite + Tailwind OMDb app',
    entryJsKb: 78.6,
    lighthouseMobilePerf: 100,
    lcpS: 1.44,
  },
  {
    what: 'React 19.3 + react-dom alone (floor)',
    entryJsKb: 68,
    lighthouseMobilePerf: null,
    lcpS: null,
  },
  { what: '+ React Router 7 declarative', entryJsKb: 13, lighthouseMobilePerf: null, lcpS: null },
  { what: '+ RTK + react-redux', entryJsKb: 8, lighthouseMobilePerf: null, lcpS: null },
];

const ROUTE_CHUNKS: Record<string, string | null> = {
  '/': null,
  '/favorites': 'FavoritesPage',
  '/charts': 'StatsPage',
  '/movie/:id': 'MovieDetailPage',
  '/year/:year': 'YearPage',
  '*': 'NotFoundPage',
};

function sum(files: readonly FileSize[]): Sizes {
  return files.reduce(
    (total, file) => ({
      raw: total.raw + file.raw,
      gzip: total.gzip + file.gzip,
      brotli: total.brotli + file.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

function entryCss(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/?([^"]+\.css)"/g)].map(
    (match) => match[1],
  );
}

export function measureRoutes(distDir: string): BundleSection {
  const report = measureBundle(distDir);
  const cssFiles = readdirSync(join(distDir, 'assets')).filter((name) => name.endsWith('.css'));
  const entryCssFiles = entryCss(distDir).map((file) => sizeOf(distDir, file));
  const routes = Object.entries(ROUTE_CHUNKS).map(([route, chunkName]): RouteBundle => {
    const lazy = chunkName
      ? (report.lazy.find(({ chunk }) => posix.basename(chunk).startsWith(`${chunkName}-`))
          ?.files ?? [])
      : [];
    const ownCss = chunkName
      ? cssFiles
          .filter((name) => name.startsWith(`${chunkName}-`))
          .map((name) => sizeOf(distDir, `assets/${name}`))
      : [];
    const js = [...report.entry, ...lazy];
    const css = [...entryCssFiles, ...ownCss];
    return { route, js: sum(js), css: sum(css), files: [...js, ...css].map((file) => file.file) };
  });
  const budget = budgetLines(report);
  const entry = routes[0].js;
  const floor = 68 + 13 + 8;
  const targets = budget
    .filter((line): line is typeof line & { budgetKb: number } => line.budgetKb !== null)
    .map((line) =>
      check(
        'Bundle',
        `${line.what} (gzip)`,
        `≤ ${line.budgetKb} KB`,
        `${(line.gzip / 1024).toFixed(1)} KB`,
        line.ok,
      ),
    );
  targets.push(
    check(
      'Bundle',
      'entry JS vs the closest reference app (145.5 KB)',
      '< 145.5 KB',
      `${(entry.gzip / 1024).toFixed(1)} KB gzip`,
      entry.gzip / 1024 < 145.5,
      `the stack's floor (React + React Router + RTK) is about ${floor} KB`,
    ),
  );
  return {
    html: sum([sizeOf(distDir, 'index.html')]),
    routes,
    budget,
    budgetTable: formatTable(budget),
    references: REFERENCES,
    targets,
  };
}
