/**
 * The production app in demo mode, as a child process on a free port, serving a snapshot of dist/
 * (other work on the machine may rebuild dist/ while the benchmark runs).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ssrDirFor } from '../server/ssr/bundle';
import { listening } from '../scripts/serverProcess.ts';

export interface AppServer {
  origin: string;
  pid: number;
  stop: () => Promise<void>;
}

export interface DistSnapshot {
  dir: string;
  remove: () => void;
}

/** Copies dist/ to a temporary directory; waits a little if a build is under way. */
export async function snapshotDist(root: string): Promise<DistSnapshot> {
  const dist = join(root, 'dist');
  for (let attempt = 0; attempt < 15 && !existsSync(join(dist, 'index.html')); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('No build in dist/: run `npm run build` first.');
  const base = mkdtempSync(join(tmpdir(), 'filmoteka-bench-'));
  const dir = join(base, 'dist');
  cpSync(dist, dir, { recursive: true });
  // The server-rendering bundle sits beside dist/ (server/ssr/bundle.ts): film pages need it.
  if (existsSync(ssrDirFor(dist))) cpSync(ssrDirFor(dist), ssrDirFor(dir), { recursive: true });
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const missing = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)]
    .map((m) => m[1])
    .filter((file) => !existsSync(join(dir, file)));
  if (missing.length > 0) {
    rmSync(base, { recursive: true, force: true });
    throw new Error(`dist/ is incomplete (a build in progress?): ${missing.join(', ')} missing`);
  }
  return { dir, remove: () => rmSync(base, { recursive: true, force: true }) };
}

/** `extraEnv`: more of the environment (BENCH_SYNC=1 and DATA_DIR serve sync, see serveSnapshot.ts). */
export async function startAppServer(
  root: string,
  distDir: string,
  extraEnv: Record<string, string> = {},
): Promise<AppServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv, BENCH_DIST_DIR: distDir };
  delete env.OMDB_API_KEY;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serveSnapshot.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { origin, stop } = await listening(child);
  const page = await fetch(`${origin}/`);
  const body = await page.text();
  if (page.status !== 200 || !body.includes('id="root"')) {
    await stop();
    throw new Error(`the server answered / with ${page.status}, not the app`);
  }
  return { origin, pid: child.pid ?? -1, stop };
}
