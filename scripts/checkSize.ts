/**
 * `npm run test:size`, read from dist/: what each route fetches on a first visit against
 * scripts/routeBudgets.ts (a short headless load per route), the entry's and the stylesheet's
 * budgets, which modules each chunk holds (scripts/chunkMembership.ts), no code in a built page
 * that the CSP would refuse to run (scripts/inlineCode.ts), and no class of a CSS module in a built
 * page that the stylesheet lacks (scripts/pageClasses.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { budgetLines, formatTable, measureBundle } from './bundleSize.ts';
import { CHUNK_REPORT } from './chunkReport.ts';
import { chunkProblems, pageScriptProblems } from './chunkMembership.ts';
import { builtPagesProblems } from './inlineCode.ts';
import { builtPagesUnstyled } from './pageClasses.ts';
import { ROUTE_BUDGETS } from './routeBudgets.ts';
import { formatRouteTable, measureRoutes, routeLines } from './routeLoad.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(`${distDir}/index.html`)) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}

const routes = routeLines(await measureRoutes(root, distDir, ROUTE_BUDGETS), ROUTE_BUDGETS);
console.log(
  'JS of a first visit, on the wire (brotli), KB / requests (scripts/routeBudgets.ts):\n',
);
console.log(formatRouteTable(routes));
const lines = budgetLines(measureBundle(distDir));
console.log(
  '\nEach chunk, with what it loads beyond the entry (gzip budgets: entry and CSS only):\n',
);
console.log(formatTable(lines));
const failed = [
  ...routes.filter((line) => !line.ok).map((line) => `route ${line.route}`),
  ...lines.filter((line) => !line.ok).map((line) => line.what),
];
console.log(
  `\nsize: ${routes.length + lines.length - failed.length} passed, ${failed.length} failed`,
);
/** One check's verdict: `ok` when it found nothing, else `header` and each problem. */
function report(problems: readonly string[], ok: string, header: string): readonly string[] {
  console.log(problems.length === 0 ? ok : header);
  for (const problem of problems) console.error(`  ${problem}`);
  return problems;
}

const moved = report(
  chunkProblems(JSON.parse(readFileSync(`${distDir}/${CHUNK_REPORT}`, 'utf8'))),
  'chunks: each holds what scripts/chunkMembership.ts states',
  'chunks: not as scripts/chunkMembership.ts states:',
);
const pageScripts = report(
  pageScriptProblems(
    readdirSync(`${distDir}/assets`)
      .filter((file) => file.endsWith('.js'))
      .map((file) => `assets/${file}`),
    readFileSync(`${distDir}/index.html`, 'utf8'),
  ),
  'chunks: no preload link for exactly the scripts every page loads',
  'chunks: the page scripts and PAGE_SCRIPTS (scripts/chunkMembership.ts) part ways:',
);
const inline = report(
  builtPagesProblems(distDir),
  'pages: no inline script, handler or javascript: URL',
  'pages: code the CSP would refuse:',
);
const unstyled = report(
  builtPagesUnstyled(distDir),
  'pages: every class of a CSS module they use is in the stylesheet',
  'pages: classes no stylesheet rule styles (the server build names them otherwise):',
);
if (failed.length > 0) console.error(`Over budget: ${failed.join(', ')}`);
if ([failed, moved, pageScripts, inline, unstyled].some((problems) => problems.length > 0))
  process.exit(1);
