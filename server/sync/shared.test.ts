import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { useTestRedis } from '../test/redisServer.ts';
import { newStore, send, useSyncStorage } from '../test/syncStorages.ts';

describe('sync limits shared by two instances through Redis', () => {
  const storages = useSyncStorage('postgres');
  const redis = useTestRedis({ emptyEachTest: true });

  async function twoInstances(): Promise<[FastifyInstance, FastifyInstance]> {
    const test = await storages.fresh();
    const apps: FastifyInstance[] = [];
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({
        config: { mode: 'demo' },
        sync: { storage: await test.open(), redisUrl: redis.current.url },
      });
      onTestFinished(() => app.close());
      apps.push(app);
    }
    return apps as [FastifyInstance, FastifyInstance];
  }

  it('counts one store’s writes once, whichever instance takes them', async () => {
    const [a, b] = await twoInstances();
    const store = newStore();
    for (let i = 0; i < 120; i++)
      expect((await send(i % 2 ? a : b, store, [{ id: `m${i}`, data: 'A' }])).statusCode).toBe(200);
    for (const app of [a, b]) {
      const refused = await send(app, store, [{ id: 'late', data: 'A' }]);
      expect([refused.statusCode, refused.json()]).toEqual([429, { error: 'too-many-writes' }]);
    }
  });

  it('counts one address’s new stores once, whichever instance creates them', async () => {
    const [a, b] = await twoInstances();
    for (let i = 0; i < 10; i++)
      expect((await send(i % 2 ? a : b, newStore(), [{ id: 'm', data: 'A' }])).statusCode).toBe(
        200,
      );
    for (const app of [a, b]) {
      const refused = await send(app, newStore(), [{ id: 'm', data: 'A' }]);
      expect([refused.statusCode, refused.json()]).toEqual([429, { error: 'too-many-stores' }]);
    }
  });

  it('still limits, per instance, while Redis is down', async () => {
    const [a] = await twoInstances();
    await redis.current.kill();
    const store = newStore();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push((await send(a, store, [{ id: `m${i}`, data: 'A' }])).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
  });
});
