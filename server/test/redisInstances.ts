import { Redis } from 'ioredis';
import { buildApp, type AppOptions } from '../app.ts';
import type { ProxySettings } from '../config.ts';
import { lockKey } from '../redis/sharedAnswers.ts';
import { captureLogs, testProxySettings } from './helpers.ts';

export interface Instance {
  origin: string;
  lines: string[];
  get(path: string): Promise<{ status: number; body: Record<string, unknown>; ms: number }>;
}

/** A proxy-mode server listening on its own port in front of `upstream`, sharing `redisUrl`. */
export async function startInstance(
  upstream: string,
  redisUrl: string,
  settings: Partial<ProxySettings> = {},
  options: Partial<AppOptions> = {},
): Promise<Instance> {
  const { lines, logger } = captureLogs();
  const proxy = testProxySettings(upstream, { redisUrl, ...settings });
  const app = await buildApp({ config: { mode: 'proxy', proxy }, logger, ...options });
  onTestFinished(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    lines,
    async get(path) {
      const started = performance.now();
      const response = await fetch(origin + path);
      const body = (await response.json()) as Record<string, unknown>;
      return { status: response.status, body, ms: performance.now() - started };
    },
  };
}

/** Two instances (startInstance) in front of `upstream`, sharing `redisUrl` and `settings`. */
export async function startPair(
  upstream: string,
  redisUrl: string,
  settings: Partial<ProxySettings> = {},
): Promise<[Instance, Instance]> {
  return [
    await startInstance(upstream, redisUrl, settings),
    await startInstance(upstream, redisUrl, settings),
  ];
}

/** Takes the lock on the upstream call for `params` as `holder`, an instance not of the test's, for `ms`. */
export async function holdLock(redisUrl: string, params: string, holder: string, ms: number) {
  const client = new Redis(redisUrl);
  try {
    await client.set(lockKey(params), holder, 'PX', ms);
  } finally {
    client.disconnect();
  }
}

/** Polls `check` every 100 ms until it holds, for at most `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 8000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`still not so after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
