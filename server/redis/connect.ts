import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.ts';
import { withRedisBudget } from './budget.ts';
import { REDIS_DEADLINE_MS, createRedisLink, type RedisLink } from './link.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Redis link, set by the `redisLink` plugin; undefined without a Redis URL. */
    redisLink: RedisLink | undefined;
  }
}

/** How long start-up waits for Redis before it serves with per-process cache and limits. */
const CONNECT_WAIT_MS = 1000;

/** The Redis the app uses: the proxy's `REDIS_URL`, else sync's (which uses Redis in demo mode too). */
export function redisUrlOf(config: ServerConfig, syncRedisUrl?: string): string | undefined {
  return (config.mode === 'proxy' ? config.proxy.redisUrl : undefined) ?? syncRedisUrl;
}

export interface RedisLinkOptions {
  /** From `redisUrlOf`; without it the app has no link. */
  url?: string;
}

const redisLinkPlugin: FastifyPluginAsync<RedisLinkOptions> = async (app, { url }) => {
  if (url === undefined) {
    app.decorate('redisLink', undefined);
    return;
  }
  const link = createRedisLink(url, app.log);
  app.addHook('onClose', () => link.close());
  // Before the rate limit's hook: all a request's Redis calls share one deadline.
  app.addHook('onRequest', (_request, _reply, next) => withRedisBudget(REDIS_DEADLINE_MS, next));
  await link.connected(CONNECT_WAIT_MS);
  app.decorate('redisLink', link);
};

/**
 * The app's Redis link as `app.redisLink`, closed with the app. Through fastify-plugin: the link
 * and the deadline hook belong to the app, for every route that reaches Redis.
 */
export const redisLink = fp(redisLinkPlugin, { name: 'redis-link', fastify: '5.x' });
