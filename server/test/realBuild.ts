import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SSR_ENTRY, ssrDirFor } from '../ssr/bundle.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The real client build: the project's dist/ (with its server-rendering bundle) when it holds one;
 * otherwise a fresh build made with Vite's JS API into a temp dir (removed by `cleanup`, with the
 * bundle beside it), so the test never depends on a prior step.
 */
export async function realBuild(
  dist = join(root, 'dist'),
): Promise<{ dist: string; cleanup: () => void }> {
  if (existsSync(join(dist, 'index.html')) && existsSync(join(ssrDirFor(dist), SSR_ENTRY)))
    return { dist, cleanup: () => {} };
  const outDir = mkdtempSync(join(tmpdir(), 'filmoteka-build-'));
  const { build } = await import('vite');
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const cleanup = () => {
    for (const dir of [outDir, ssrDirFor(outDir)]) rmSync(dir, { recursive: true, force: true });
  };
  return { dist: outDir, cleanup };
}

/**
 * The real build for the tests of one file: found or made before them (`build.dist` then holds
 * its directory), removed after them when it was made.
 */
export function realBuildForFile(): { dist: string } {
  const build = { dist: '' };
  let cleanup = () => {};
  beforeAll(async () => {
    const made = await realBuild();
    build.dist = made.dist;
    cleanup = made.cleanup;
  }, 120_000);
  afterAll(() => cleanup());
  return build;
}
