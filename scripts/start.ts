/**
 * `npm start`: builds the client when dist/ is missing or older than its sources, then runs the
 * server. `npm run serve` runs the server alone.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildReason } from './buildCheck.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const reason = buildReason(root);

if (reason !== null) {
  console.log(`Building the client first (${reason})…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) {
    console.error('The client build failed; see the messages above.');
    process.exit(build.status ?? 1);
  }
}

await import('../server/index.ts');
