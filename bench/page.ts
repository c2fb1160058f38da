/**
 * Where the figures land: each section's block in docs/performance.md, between its marker comments
 * (`<!-- bench:<section>:start -->` … `end -->`), and every figure of its last run in
 * bench/results/<section>.json (ignored by git). A block is replaced whole; the rest of the page
 * is left as it is.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { renderBlock, type SectionName, type SectionRun } from './report.ts';

export const PAGE = 'docs/performance.md';
const RESULTS_DIR = 'bench/results';

const startMarker = (section: SectionName) => `<!-- bench:${section}:start -->`;
const endMarker = (section: SectionName) => `<!-- bench:${section}:end -->`;

/** `page` with the block between `section`'s markers replaced by `block`. */
export function replaceBlock(page: string, section: SectionName, block: string): string {
  const start = page.indexOf(startMarker(section));
  const end = page.indexOf(endMarker(section));
  if (start < 0 || end < start)
    throw new Error(
      `${PAGE} has no ${startMarker(section)} … ${endMarker(section)} pair to write into`,
    );
  const before = page.slice(0, start + startMarker(section).length);
  return `${before}\n\n${block.trim()}\n\n${page.slice(end)}`;
}

/** Writes the run's block into the page (formatted as `npm run check` expects) and its JSON. */
export async function publish(root: string, run: SectionRun): Promise<void> {
  const path = join(root, PAGE);
  const page = replaceBlock(readFileSync(path, 'utf8'), run.section, renderBlock(run));
  const options = await resolveConfig(path);
  writeFileSync(path, await format(page, { ...options, filepath: path }));
  mkdirSync(join(root, RESULTS_DIR), { recursive: true });
  writeFileSync(
    join(root, RESULTS_DIR, `${run.section}.json`),
    `${JSON.stringify(run, null, 2)}\n`,
  );
}
