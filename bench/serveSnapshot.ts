/**
 * The production app (server/app.ts `buildApp`, demo mode) serving a copy of dist/ (and dist-ssr/) given in
 * BENCH_DIST_DIR, so a rebuild of dist/ during the benchmark cannot change what is measured.
 * Same as server/index.ts otherwise: 127.0.0.1, a free port, prints its address, stops on SIGTERM.
 * With BENCH_SYNC=1 it also serves sync (`/api/sync/v1/`), stored as the environment says (DATA_DIR,
 * DATABASE_URL, the SYNC_* limits), as server/index.ts does.
 */
import { buildApp } from '../server/app.ts';
import { readServerConfig, readSyncConfig, syncLimitsOf } from '../server/config.ts';
import { ssrDirFor } from '../server/ssr/bundle.ts';
import { openSyncStorage } from '../server/sync/open.ts';

const distDir = process.env.BENCH_DIST_DIR;
if (!distDir) {
  console.error('BENCH_DIST_DIR is not set');
  process.exit(1);
}
const syncSettings = process.env.BENCH_SYNC === '1' ? readSyncConfig(process.env) : undefined;
const storage = syncSettings ? await openSyncStorage(syncSettings) : undefined;
const app = await buildApp({
  config: readServerConfig({}),
  distDir,
  // The snapshot's own server-rendering bundle, copied beside it (film pages).
  ssrDir: ssrDirFor(distDir),
  logger: { level: 'warn' },
  ...(syncSettings &&
    storage && {
      sync: { storage, limits: syncLimitsOf(syncSettings), redisUrl: syncSettings.redisUrl },
    }),
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : 0;
console.log(`serving http://127.0.0.1:${port}/`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => storage?.close())
    .then(() => process.exit(0));
});
