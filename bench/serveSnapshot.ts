/**
 * The production app (server/app.ts `buildApp`, demo mode) serving a copy of dist/ (and dist-ssr/) given in
 * BENCH_DIST_DIR, so a rebuild of dist/ during the benchmark cannot change what is measured.
 * Same as server/index.ts otherwise: 127.0.0.1, a free port, prints its address, stops on SIGTERM.
 */
import { buildApp } from '../server/app.ts';
import { readServerConfig } from '../server/config.ts';
import { ssrDirFor } from '../server/ssr/bundle.ts';

const distDir = process.env.BENCH_DIST_DIR;
if (!distDir) {
  console.error('BENCH_DIST_DIR is not set');
  process.exit(1);
}
const app = await buildApp({
  config: readServerConfig({}),
  distDir,
  // The snapshot's own server-rendering bundle, copied beside it (film pages).
  ssrDir: ssrDirFor(distDir),
  logger: { level: 'warn' },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : 0;
console.log(`serving http://127.0.0.1:${port}/`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
