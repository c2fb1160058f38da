import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../app.ts';
import { useTestRedis } from '../test/redisServer.ts';
import { STORAGE_KINDS, newStore, send, storeUrl, useSyncStorage } from '../test/syncStorages.ts';
import { WAKE_CHANNEL } from './wakeups.ts';

/** "Woke up", not a speed test: far above a wake-up's real cost, far below the 25 s wait. */
const WOKE_WITHIN_MS = 5000;

describe.each(STORAGE_KINDS)('long-poll on %s', (kind) => {
  const storages = useSyncStorage(kind);

  it('wakes a waiting read when the store is written to', async () => {
    const app = await storages.freshApp();
    const store = newStore();
    await send(app, store, [{ id: 'first', data: 'AAAA' }]);
    const started = performance.now();
    const waiting = app.inject({ url: `${storeUrl(store)}?after=1&wait=25`, headers: store.auth });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await send(app, store, [{ id: 'second', data: 'BBBB' }]);
    const response = await waiting;
    expect(performance.now() - started).toBeLessThan(WOKE_WITHIN_MS);
    expect(response.json()).toMatchObject({ seq: 2, messages: [{ seq: 2, id: 'second' }] });
  });

  it('answers at once when there is something new, and empty when the wait ends', async () => {
    const app = await storages.freshApp();
    const store = newStore();
    await send(app, store, [{ id: 'first', data: 'AAAA' }]);
    const now = await app.inject({
      url: `${storeUrl(store)}?after=0&wait=25`,
      headers: store.auth,
    });
    expect(now.json()).toMatchObject({ seq: 1, messages: [{ id: 'first' }] });
    const empty = await app.inject({
      url: `${storeUrl(store)}?after=1&wait=1`,
      headers: store.auth,
    });
    expect(empty.json()).toEqual({ seq: 1, snapshot: null, messages: [] });
  });

  it('releases its waiting reads when the app closes', async () => {
    const { storage } = await storages.fresh();
    const app = await buildApp({ config: { mode: 'demo' }, sync: { storage } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const store = newStore();
    await send(app, store, [{ id: 'first', data: 'AAAA' }]);
    const started = performance.now();
    const waiting = fetch(`${origin(app)}${storeUrl(store)}?after=1&wait=25`, {
      headers: store.auth,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const closed = app.close();
    const response = await waiting;
    await closed;
    expect(performance.now() - started).toBeLessThan(WOKE_WITHIN_MS);
    expect(response.status).toBe(200);
  });
});

function origin(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

describe('long-poll across two instances sharing PostgreSQL and Redis', () => {
  const storages = useSyncStorage('postgres');
  const redis = useTestRedis();

  it('wakes a read on one instance when another instance writes', async () => {
    const test = await storages.fresh();
    const instances: FastifyInstance[] = [];
    for (let i = 0; i < 2; i++) {
      const storage = await test.open();
      const app = await buildApp({
        config: { mode: 'demo' },
        sync: { storage, redisUrl: redis.current.url },
      });
      onTestFinished(() => app.close());
      await app.listen({ host: '127.0.0.1', port: 0 });
      instances.push(app);
    }
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const store = newStore();
    const post = (app: FastifyInstance, id: string) =>
      fetch(`${origin(app)}${storeUrl(store, '/messages')}`, {
        method: 'POST',
        headers: { ...store.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ id, data: 'AAAA' }] }),
      });
    expect((await post(a, 'first')).status).toBe(200);
    const started = performance.now();
    const waiting = fetch(`${origin(a)}${storeUrl(store)}?after=1&wait=25`, {
      headers: store.auth,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await post(b, 'second')).status).toBe(200);
    const body = (await (await waiting).json()) as { messages: { id: string }[] };
    expect(performance.now() - started).toBeLessThan(WOKE_WITHIN_MS + 500);
    expect(body.messages.map((message) => message.id)).toEqual(['second']);
  });

  it('keeps waiting after a wake-up that brings nothing new', async () => {
    const app = await storages.freshApp({ redisUrl: redis.current.url });
    const store = newStore();
    await send(app, store, [{ id: 'first', data: 'AAAA' }]);
    const waiting = app.inject({ url: `${storeUrl(store)}?after=1&wait=25`, headers: store.auth });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Another instance's news of the first write, late: nothing this read has not seen.
    const publisher = new Redis(redis.current.url);
    onTestFinished(() => publisher.disconnect());
    await publisher.publish(WAKE_CHANNEL, store.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await send(app, store, [{ id: 'second', data: 'BBBB' }]);
    expect((await waiting).json()).toMatchObject({ messages: [{ id: 'second' }] });
  });
});
