/** Runs the server: reads the environment, listens, prints where, and stops cleanly. */
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { readListenConfig, readServerConfig, readSyncConfig, syncLimitsOf } from './config.ts';
import { ssrDirFor } from './ssr/bundle.ts';
import { describeStorage, openSyncStorage } from './sync/open.ts';
import { schedulePruning } from './sync/prune.ts';
import type { SyncStorage } from './sync/store.ts';

function readEnv() {
  try {
    return {
      listen: readListenConfig(process.env),
      config: readServerConfig(process.env),
      sync: readSyncConfig(process.env),
    };
  } catch (error) {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const { listen, config, sync } = readEnv();
const distDir = fileURLToPath(new URL('../dist/', import.meta.url));

let storage: SyncStorage;
try {
  storage = await openSyncStorage(sync, (error) =>
    console.error(`Sync database connection error: ${error.message}`),
  );
} catch (error) {
  console.error(
    `Cannot open the sync storage (${describeStorage(sync)}): ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

const app = await buildApp({
  config,
  distDir,
  ssrDir: ssrDirFor(distDir),
  logger: { level: listen.logLevel ?? (config.mode === 'proxy' ? 'info' : 'warn') },
  trustProxy: listen.trustProxy,
  bounds: { requestTimeoutMs: listen.requestTimeoutMs, maxConnections: listen.maxConnections },
  sync: {
    storage,
    limits: syncLimitsOf(sync),
    redisUrl: sync.redisUrl,
  },
});
const stopPruning = schedulePruning(storage, (outcome) => {
  if ('error' in outcome) app.log.error({ err: outcome.error }, 'sync prune failed');
  else if (outcome.removed > 0) app.log.info(outcome, 'sync stores unseen for 400 days removed');
});

try {
  await app.listen({ port: listen.port, host: listen.host });
} catch (error) {
  console.error(
    `Cannot listen on ${listen.host}:${listen.port}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : listen.port;
const shownHost = ['0.0.0.0', '::'].includes(listen.host)
  ? 'localhost'
  : listen.host.includes(':')
    ? `[${listen.host}]`
    : listen.host;
const modeLine =
  config.mode === 'proxy'
    ? `proxy mode: /api/omdb/ forwards to ${config.proxy.upstream} with the server's key` +
      // Not the URL itself: it may hold Redis's password.
      (config.proxy.redisUrl ? '\n  cache and rate limit shared through REDIS_URL' : '')
    : 'demo mode: the built-in catalog answers /api/omdb/ (set OMDB_API_KEY for real OMDb data)';
console.log(
  `\n  🎬 Фильмотека: http://${shownHost}:${port}/\n  ${modeLine}\n  sync: ${describeStorage(sync)}\n`,
);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) process.exit(1); // a second Ctrl+C does not wait
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  // After the app: after its last request.
  stopPruning();
  await storage.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
