/**
 * The apps the start-up and Lighthouse sections compare, served side by side in one run: this
 * build, each `--against` commit (otherBuild.ts) and the plain client-rendered React app
 * (bench/plainApp/), built by Vite (React in production, precompressed as ours is) into a
 * directory of its own and served by our server, so all load from the same kind of server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompressBuild } from '../scripts/precompress.ts';
import { startAppServer, type AppServer } from './appServer.ts';
import { buildAndServe, type OtherBuild } from './otherBuild.ts';

/** This build, another commit of ours (named by its ref), or the plain app. */
export type AppName = string;
export const THIS_APP: AppName = 'this app';
export const PLAIN_APP: AppName = 'plain app';

async function servePlainApp(root: string): Promise<AppServer> {
  const base = mkdtempSync(join(tmpdir(), 'filmoteka-plain-'));
  const remove = () => rmSync(base, { recursive: true, force: true });
  try {
    const dir = join(base, 'dist');
    await build({
      configFile: false,
      root: join(root, 'bench/plainApp'),
      logLevel: 'warn',
      plugins: [react(), precompressBuild()],
      build: { outDir: dir, emptyOutDir: true },
    });
    const server = await startAppServer(root, dir);
    return { ...server, stop: async () => (await server.stop(), remove()) };
  } catch (error) {
    remove();
    throw error;
  }
}

export interface ComparedApps {
  /** Each app's origin, in the order they take turns: this build, the commits, the plain app. */
  origins: Record<AppName, string>;
  stop: () => Promise<void>;
}

/** Serves this build's `origin` beside each commit of `against` and the plain app. */
export async function serveComparedApps(
  root: string,
  origin: string,
  against: readonly string[],
): Promise<ComparedApps> {
  let plain: AppServer | undefined;
  const others: OtherBuild[] = [];
  const stop = async () => {
    await plain?.stop();
    for (const other of others) await other.remove();
  };
  try {
    plain = await servePlainApp(root);
    for (const ref of against) others.push(await buildAndServe(root, ref));
    return {
      origins: {
        [THIS_APP]: origin,
        ...Object.fromEntries(others.map((other) => [other.ref, other.server.origin])),
        [PLAIN_APP]: plain.origin,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
