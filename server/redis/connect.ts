import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { withRedisBudget } from './budget.ts';
import { REDIS_DEADLINE_MS, createRedisLink, type RedisLink } from './link.ts';

/** How long start-up waits for Redis before it serves with per-process cache and limits. */
const CONNECT_WAIT_MS = 1000;

/**
 * The app's Redis link, closed with the app: the proxy's `REDIS_URL`, else sync's (which uses
 * Redis in demo mode too); none without either.
 */
export async function redisLinkFor(
  app: FastifyInstance,
  config: ServerConfig,
  syncRedisUrl?: string,
): Promise<RedisLink | undefined> {
  const url = (config.mode === 'proxy' ? config.proxy.redisUrl : undefined) ?? syncRedisUrl;
  if (url === undefined) return undefined;
  const link = createRedisLink(url, app.log);
  app.addHook('onClose', () => link.close());
  // Before the rate limit's hook: all a request's Redis calls share one deadline.
  app.addHook('onRequest', (_request, _reply, next) => withRedisBudget(REDIS_DEADLINE_MS, next));
  await link.connected(CONNECT_WAIT_MS);
  return link;
}
