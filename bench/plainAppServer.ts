/**
 * The plain client-rendered React app (bench/plainApp/), built by Vite (React in production,
 * precompressed as ours is) into a directory of its own and served by our server, so the
 * sections that compare with it load both from the same kind of server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompressBuild } from '../scripts/precompress.ts';
import { startAppServer, type AppServer } from './appServer.ts';

export async function servePlainApp(root: string): Promise<AppServer> {
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
