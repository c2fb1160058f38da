/**
 * `npm run test:size`: the bundle budgets of the performance issue, read from dist/, which chunk
 * holds what, and no code in a built page that the CSP would refuse to run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { budgetLines, formatTable, measureBundle } from './bundleSize.ts';
import { CHUNK_REPORT } from './chunkReport.ts';
import { chunkProblems } from './chunkMembership.ts';
import { builtPagesProblems } from './inlineCode.ts';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(`${distDir}/index.html`)) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}

const lines = budgetLines(measureBundle(distDir));
console.log(formatTable(lines));
const failed = lines.filter((line) => !line.ok);
console.log(`\nsize: ${lines.length - failed.length} passed, ${failed.length} failed`);
const moved = chunkProblems(JSON.parse(readFileSync(`${distDir}/${CHUNK_REPORT}`, 'utf8')));
console.log(
  moved.length === 0
    ? 'chunks: each holds what scripts/chunkMembership.ts states'
    : 'chunks: not as scripts/chunkMembership.ts states:',
);
for (const problem of moved) console.error(`  ${problem}`);
const inline = builtPagesProblems(distDir);
console.log(
  inline.length === 0
    ? 'pages: no inline script, handler or javascript: URL'
    : 'pages: code the CSP would refuse:',
);
for (const problem of inline) console.error(`  ${problem}`);
if (failed.length > 0) console.error(`Over budget: ${failed.map((line) => line.what).join(', ')}`);
if (failed.length > 0 || moved.length > 0 || inline.length > 0) process.exit(1);
