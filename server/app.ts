import { STATUS_CODES } from 'node:http';
import compress from '@fastify/compress';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { ServerConfig } from './config.ts';
import { loggerOptions } from './logging.ts';
import { catalog as defaultCatalog, type CatalogEntry } from './omdb/catalog/index.ts';
import { omdbRoutes } from './omdb/routes.ts';
import { posterRoutes } from './posters.ts';
import { registerSecurityHeaders } from './security.ts';
import { registerStatic } from './static.ts';

export interface AppOptions {
  config: ServerConfig;
  /** The Vite build to serve; without it only the API answers and pages say to build. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** The proxy's upstream fetch (tests pass their own). */
  fetch?: typeof fetch;
  /** The demo catalog (tests pass small fixtures). */
  catalog?: readonly CatalogEntry[];
}

/** Fastify's body for a client error, and nothing of a server error's internals. */
function publicError(error: FastifyError): { statusCode: number; error: string; message?: string } {
  const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (statusCode >= 500)
    return { statusCode, error: STATUS_CODES[statusCode] ?? 'Internal Server Error' };
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Bad Request', message: error.message };
}

/** The whole application as a plugin: headers, compression, API, posters, the SPA. */
export async function filmoteka(app: FastifyInstance, options: AppOptions): Promise<void> {
  const catalog = options.catalog ?? defaultCatalog;
  await registerSecurityHeaders(app);
  await app.register(compress, { encodings: ['br', 'gzip', 'deflate'] });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = publicError(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(body.statusCode).header('cache-control', 'no-store').send(body);
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', mode: options.config.mode };
  });

  await app.register(omdbRoutes, { config: options.config, catalog, fetch: options.fetch });
  await app.register(posterRoutes, { catalog });
  await registerStatic(app, options.distDir);
}

/** A ready Fastify instance running the app; `index.ts` listens on it, tests `inject()` into it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logger),
    trustProxy: options.trustProxy ?? false,
    // No route takes a body: keep what a request can make the server buffer small.
    bodyLimit: 16 * 1024,
  });
  await filmoteka(app, options);
  await app.ready();
  return app;
}
