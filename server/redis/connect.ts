import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { withRedisBudget } from './budget.ts';
import { REDIS_DEADLINE_MS, createRedisLink, type RedisLink } from './link.ts';

/** How long start-up waits for Redis before it serves with per-process cache and limits. */
const CONNECT_WAIT_MS = 1000;

/** The Redis link of a proxy with `REDIS_URL`, closed with the app; none in demo mode. */
export async function redisLinkFor(
  app: FastifyInstance,
  config: ServerConfig,
): Promise<RedisLink | undefined> {
  if (config.mode !== 'proxy' || config.proxy.redisUrl === undefined) return undefined;
  const link = createRedisLink(config.proxy.redisUrl, app.log);
  app.addHook('onClose', () => link.close());
  // Before the rate limit's hook: all a request's Redis calls share one deadline.
  app.addHook('onRequest', (_request, _reply, next) => withRedisBudget(REDIS_DEADLINE_MS, next));
  await link.connected(CONNECT_WAIT_MS);
  return link;
}
