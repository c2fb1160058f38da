import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { createRedisLink, type RedisLink } from './link.ts';

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
  await link.connected(CONNECT_WAIT_MS);
  return link;
}
