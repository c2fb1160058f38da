/** `npm run test:size`: the bundle budgets of the performance issue, read from dist/. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { budgetLines, formatTable, measureBundle } from './bundleSize.ts';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(`${distDir}/index.html`)) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}

const lines = budgetLines(measureBundle(distDir));
console.log(formatTable(lines));
const failed = lines.filter((line) => !line.ok);
console.log(`\nsize: ${lines.length - failed.length} passed, ${failed.length} failed`);
if (failed.length > 0) {
  console.error(`Over budget: ${failed.map((line) => line.what).join(', ')}`);
  process.exit(1);
}
