/** Another commit of the app, built and served beside this build, so both are measured in one run. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer, type AppServer } from './appServer.ts';
import { log } from './util.ts';

export interface OtherBuild {
  ref: string;
  server: AppServer;
  remove: () => Promise<void>;
}

/** `ref` checked out in a worktree of its own, built, and served by its own server code. */
export async function buildAndServe(root: string, ref: string): Promise<OtherBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'filmoteka-against-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
  git('worktree', 'add', '--detach', dir, ref);
  const remove = async () => {
    git('worktree', 'remove', '--force', dir);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    log(`building ${ref}…`);
    execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'ignore' });
    const server = await startAppServer(dir, join(dir, 'dist'));
    return { ref, server, remove: async () => (await server.stop(), await remove()) };
  } catch (error) {
    await remove();
    throw error;
  }
}
