import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.ts';
import type { RedisLink } from '../redis/link.ts';
import { sharedLimitStore } from '../redis/limitStore.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Proxy mode's per-client limit, set by the `omdbLimit` plugin; undefined in demo mode. */
    omdbLimit: OmdbLimit | undefined;
  }
}

export const RATE_LIMITED = 'Too many requests: please wait a minute and try again.';

/**
 * The per-client limit on everything that can reach OMDb with our key (proxy mode): every request
 * to `/api/omdb/`, and every film page that has to ask OMDb (a cached film costs nothing). Both
 * draw on one bucket per client, in one store: `@fastify/rate-limit`'s own decorators without
 * options share the store of its registration.
 */
export interface OmdbLimit {
  /** The API's onRequest hook: counts the request, and refuses it (429) past the limit. */
  hook: onRequestAsyncHookHandler;
  /** Counts one request of this client: the seconds to wait when it is past the limit, else null. */
  spend(request: FastifyRequest): Promise<number | null>;
}

export interface OmdbLimitOptions {
  /** Only proxy mode has a limit: the demo catalog costs no OMDb request. */
  config: ServerConfig;
  /** Set: the limit is shared by every instance using this Redis. */
  redis?: RedisLink;
}

const omdbLimitPlugin: FastifyPluginAsync<OmdbLimitOptions> = async (app, { config, redis }) => {
  if (config.mode !== 'proxy') {
    app.decorate('omdbLimit', undefined);
    return;
  }
  await app.register(rateLimit, {
    // On no route by itself: the API and the film pages ask for it, each in its own way.
    global: false,
    max: config.proxy.rateLimitMax,
    timeWindow: config.proxy.rateLimitWindowMs,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: RATE_LIMITED,
    }),
    // Shared by every instance while Redis answers, per process otherwise (never unlimited).
    ...(redis && { store: sharedLimitStore(redis) }),
  });
  const count = app.createRateLimit();
  const limit: OmdbLimit = {
    hook: app.rateLimit(),
    async spend(request) {
      const counted = await count(request);
      if (counted.isAllowed || !counted.isExceeded) return null;
      return Math.max(1, counted.ttlInSeconds);
    },
  };
  app.decorate('omdbLimit', limit);
};

/**
 * The limit as `app.omdbLimit`. Through fastify-plugin: @fastify/rate-limit's store and the limit
 * belong to the app, where the API and the film pages both draw on them.
 */
export const omdbLimit = fp(omdbLimitPlugin, { name: 'omdb-limit', fastify: '5.x' });
