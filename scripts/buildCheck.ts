import { readdirSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { SSR_ENTRY, ssrDirFor } from '../server/ssr/bundle.ts';

/** What the client build is made from; a change to any of them makes dist/ stale. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'sw',
  'index.html',
  'vite.config.ts',
  'scripts/prerender.ts',
  'scripts/precompress.ts',
  'scripts/webManifest.ts',
  'server/appShell.ts',
  'server/ssr/bundle.ts',
  'package.json',
  'tsconfig.app.json',
];

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

/** The newest modification time under `path` (a file or a directory tree), or 0 if absent. */
export function newestMtime(path: string): number {
  const stat = statOrNull(path);
  if (stat === null) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === '.git') continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/** Why dist/ must be (re)built, or null when it is up to date. */
export function buildReason(root: string, distDir = join(root, 'dist')): string | null {
  const built = statOrNull(join(distDir, 'index.html'));
  if (built === null) return 'there is no build in dist/ yet';
  // Film pages are rendered with it: a build without it (an older one) is rebuilt.
  if (statOrNull(join(ssrDirFor(distDir), SSR_ENTRY)) === null)
    return 'the server-rendering bundle (dist-ssr/) is missing';
  const envFiles = readdirSync(root).filter((name) => name.startsWith('.env'));
  for (const input of [...BUILD_INPUTS, ...envFiles]) {
    if (newestMtime(join(root, input)) > built.mtimeMs)
      return `${input} changed since the last build`;
  }
  return null;
}
