import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import compress from '@fastify/compress';
import Fastify, {
  type ConnectionError,
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_DEFAULTS, type ServerConfig, type TrustProxy } from './config.ts';
import { loggerOptions } from './logging.ts';
import { catalog as defaultCatalog, type CatalogEntry } from './omdb/catalog/index.ts';
import { createOmdbAnswers } from './omdb/answers.ts';
import { omdbLimit } from './omdb/limit.ts';
import { omdbRoutes } from './omdb/routes.ts';
import { posterRoutes } from './posters.ts';
import { redisLink, redisUrlOf } from './redis/connect.ts';
import { HOOKLESS_HEADERS, securityHeaders } from './security.ts';
import { loadSsrBundle } from './ssr/bundle.ts';
import { moviePages } from './ssr/moviePages.ts';
import { searchPages } from './ssr/searchPages.ts';
import { yearPages } from './ssr/yearPages.ts';
import { isPageRequest, staticFiles } from './static.ts';
import { SYNC_LIMITS, pollsWithin, type SyncLimits } from './sync/limits.ts';
import { syncRoutes } from './sync/routes.ts';
import type { SyncStorage } from './sync/store.ts';
import { boundedServerOptions, capConnections, type RequestBounds } from './serverOptions.ts';

export interface AppOptions {
  config: ServerConfig;
  /** The Vite build to serve; without it only the API answers and pages say to build. */
  distDir?: string;
  /**
   * The build's server-rendering bundle (`ssrDirFor(distDir)`): film pages come with their film.
   * Without it (or without distDir) they get the ordinary shell.
   */
  ssrDir?: string;
  /** How long a film page waits for OMDb before sending the shell (tests shorten it). */
  movieDataTimeoutMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** Whom to believe in X-Forwarded-For; never everyone (see `TrustProxy`). */
  trustProxy?: TrustProxy;
  /** The proxy's upstream fetch (tests pass their own). */
  fetch?: typeof fetch;
  /** The demo catalog (tests pass small fixtures). */
  catalog?: readonly CatalogEntry[];
  /** The request time-out and the connection cap; REQUEST_DEFAULTS unless given. */
  bounds?: Partial<RequestBounds>;
  /** The sync mailbox (`/api/sync/v1/`); without it those routes do not exist. */
  sync?: SyncOptions;
}

/**
 * TRUST_PROXY set, yet a request came without X-Forwarded-For: clients reach this server past the
 * proxy, and whoever does can write the header and choose their own address. Said once.
 */
function warnOfBypassedProxy(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] !== undefined) return;
    warned = true;
    request.log.warn(
      { remoteAddress: request.socket.remoteAddress },
      'TRUST_PROXY is set but a request arrived without X-Forwarded-For: clients can reach this server directly and forge their address (docs/operations.md)',
    );
  });
}

/** Longer than any file name (NAME_MAX is 255 bytes): no file of dist/ can answer it. */
const hasOverlongName = (url: string) =>
  url
    .split('?')[0]
    .split('/')
    .some((segment) => segment.length > 255);

export interface SyncOptions {
  /** Opened and closed by the caller (see `server/sync/open.ts`). */
  storage: SyncStorage;
  limits?: Partial<SyncLimits>;
  /** REDIS_URL: wake-ups and limits shared by every instance, in demo mode too. */
  redisUrl?: string;
}

const SYNC_PREFIX = '/api/sync/v1';

/** Fastify's body for a client error, and nothing of a server error's internals. */
function publicError(error: FastifyError): { statusCode: number; error: string; message?: string } {
  const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (statusCode >= 500)
    return { statusCode, error: STATUS_CODES[statusCode] ?? 'Internal Server Error' };
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Bad Request', message: error.message };
}

/** An error Fastify meets before any hook runs: a bare status, with headers set by hand. */
function answerBeforeHooks(error: FastifyError, reply: FastifyReply): void {
  const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  const body = { statusCode, error: STATUS_CODES[statusCode] ?? 'Bad Request' };
  void reply.code(statusCode).headers(HOOKLESS_HEADERS).send(body);
}

/**
 * Node's parser refuses some requests before Fastify sees them (headers past its limit: 431,
 * bytes that are not HTTP: 400). Fastify's own answer has no security headers: these match
 * every other answer made before the hooks.
 */
function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const reason = STATUS_CODES[statusCode] ?? 'Bad Request';
  const body = JSON.stringify({ statusCode, error: reason });
  const headers = {
    ...HOOKLESS_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable)
    socket.write(`HTTP/1.1 ${statusCode} ${reason}\r\n${head.join('')}\r\n${body}`);
  socket.destroy(error);
}

const filmotekaPlugin: FastifyPluginAsync<AppOptions> = async (app, options) => {
  const catalog = options.catalog ?? defaultCatalog;
  await app.register(securityHeaders);
  await app.register(compress, { encodings: ['br', 'gzip', 'deflate'] });

  app.addHook('onRequest', async (request, reply) => {
    // HTTP/1.1 requires Host (RFC 9112 §3.2): refused here, with the headers of every answer,
    // not by Node's bare 400 (see serverOptions.ts).
    if (request.headers.host === undefined && request.raw.httpVersion === '1.1')
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send({ statusCode: 400, error: 'Bad Request', message: 'Missing Host header' });
    // Every route only reads but sync's: refuse other methods before a byte of their body is parsed.
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (options.sync && request.url.startsWith(`${SYNC_PREFIX}/`)) return;
    return reply
      .code(405)
      .headers({ allow: 'GET, HEAD', 'cache-control': 'no-store' })
      .send({ statusCode: 405, error: 'Method Not Allowed' });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The static files refuse with 403 a path that climbs out of dist/ (`..%2f`), holds a NUL or
    // names a hidden file, and fail with ENOENT when a file vanishes while dist/ is rebuilt: both
    // are answered as any missing file, so a probe learns nothing and a rebuild causes no 5xx.
    const missing = error.statusCode === 403 || error.code === 'ENOENT';
    // The static files refuse a name longer than a file's can be (`/year/` and 5,000 digits): on a
    // page path that is a page no route claims, which gets the 404 page like any other.
    if (missing && hasOverlongName(request.url) && isPageRequest(request))
      return reply.callNotFound();
    const body = missing ? { statusCode: 404, error: 'Not Found' } : publicError(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    // A failing file may have set its own type (text/html…) already: this answer is JSON.
    return reply
      .code(body.statusCode)
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);
  });

  await app.register(redisLink, { url: redisUrlOf(options.config, options.sync?.redisUrl) });
  const redis = app.redisLink;
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // Redis down is degraded, not failed: answered 200 so a balancer keeps this instance.
    if (redis?.state() === 'down')
      return { status: 'degraded', mode: options.config.mode, redis: 'down' };
    return { status: 'ok', mode: options.config.mode, ...(redis && { redis: 'up' }) };
  });

  const answers = createOmdbAnswers({
    config: options.config,
    catalog,
    fetch: options.fetch,
    redis,
    log: app.log,
  });
  // Proxy mode: one per-client limit on every way to OMDb (the API and the film pages).
  await app.register(omdbLimit, { config: options.config, redis });
  const limit = app.omdbLimit;
  await app.register(omdbRoutes, { config: options.config, answers, limit });
  await app.register(posterRoutes, { catalog });
  if (options.sync) {
    const { storage } = options.sync;
    const maxConnections = options.bounds?.maxConnections ?? REQUEST_DEFAULTS.maxConnections;
    const limits = pollsWithin({ ...SYNC_LIMITS, ...options.sync.limits }, maxConnections);
    await app.register(syncRoutes, { prefix: SYNC_PREFIX, storage, limits, redis });
  }
  const ssr = options.ssrDir === undefined ? null : await loadSsrBundle(options.ssrDir);
  await app.register(staticFiles, { distDir: options.distDir, pages: ssr ?? undefined });
  if (options.distDir !== undefined && ssr) {
    await app.register(moviePages, {
      distDir: options.distDir,
      ssr,
      answers,
      publicOrigin: options.config.publicOrigin,
      timeoutMs: options.movieDataTimeoutMs,
      limit,
    });
    await app.register(searchPages, {
      distDir: options.distDir,
      ssr,
      answers,
      timeoutMs: options.movieDataTimeoutMs,
      limit,
    });
    await app.register(yearPages, { distDir: options.distDir, ssr });
  }
};

/**
 * The whole application as a plugin: headers, compression, API, posters, the SPA, each a plugin
 * of its own. Through fastify-plugin: its hooks, error handler and not-found handler are those of
 * the instance it is registered on, so a route added beside it gets them too.
 */
export const filmoteka = fp(filmotekaPlugin, { name: 'filmoteka', fastify: '5.x' });

/**
 * Fastify's own hop count trusts no hop at all (it cannot tell a proxy from a direct client), so
 * X-Forwarded-For would be ignored: a hop count becomes "the nearest `hops` addresses are proxies".
 */
function trustProxyOption(trust: TrustProxy | undefined): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust ?? false;
}

/** A ready Fastify instance running the app; `index.ts` listens on it, tests `inject()` into it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const bounds = { ...REQUEST_DEFAULTS, ...options.bounds };
  const app = Fastify({
    ...boundedServerOptions(bounds),
    logger: loggerOptions(options.logger),
    trustProxy: trustProxyOption(options.trustProxy),
    // No route but sync's (which sets its own) takes a body: keep what a request can make the
    // server buffer small.
    bodyLimit: 16 * 1024,
    // A URL the router cannot decode (`/%C0%AF`): Fastify's own answer would echo it, bare.
    frameworkErrors: (error, _request, reply) => answerBeforeHooks(error, reply as FastifyReply),
    clientErrorHandler: answerClientError,
  });
  capConnections(app, bounds);
  if (options.trustProxy) warnOfBypassedProxy(app);
  await app.register(filmoteka, options);
  await app.ready();
  return app;
}
