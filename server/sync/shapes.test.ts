/** Shapes as docs/sync-protocol.md has them: nothing coerced, nothing dropped, every refusal its own body. */
import { hideStoreId } from '../logging.ts';
import { captureLogs } from '../test/helpers.ts';
import { buildApp } from '../app.ts';
import { newStore, send, storeUrl, useSyncStorage } from '../test/syncStorages.ts';

describe('the sync shapes', () => {
  const storages = useSyncStorage('sqlite');

  it.each([
    ['null data', { messages: [{ id: 'a', data: null }] }],
    ['a number for data', { messages: [{ id: 'a', data: 12 }] }],
    ['a number for an id', { messages: [{ id: 7, data: 'AA' }] }],
    ['an extra property', { messages: [{ id: 'a', data: 'AA', at: 1 }] }],
    ['an extra top-level property', { messages: [{ id: 'a', data: 'AA' }], more: 1 }],
  ])('refuses a write with %s (400)', async (_name, payload) => {
    const app = await storages.freshApp();
    const store = newStore();
    const response = await app.inject({
      method: 'POST',
      url: storeUrl(store, '/messages'),
      headers: store.auth,
      payload,
    });
    expect([response.statusCode, response.json()]).toEqual([400, { error: 'bad-request' }]);
  });

  it('refuses a snapshot part with upTo null (400)', async () => {
    const app = await storages.freshApp();
    const store = newStore();
    await send(app, store, [{ id: 'a', data: 'AA' }]);
    const response = await app.inject({
      method: 'PUT',
      url: storeUrl(store, '/snapshot'),
      headers: store.auth,
      payload: { id: 's', upTo: null, part: 0, parts: 1, data: 'AA' },
    });
    expect([response.statusCode, response.json()]).toEqual([400, { error: 'bad-request' }]);
  });

  it.each(['after=0x10', 'wait=1e1', 'after=-1', 'after=01', 'after=1&after=2', 'page=2'])(
    'refuses a read with %s (400)',
    async (query) => {
      const app = await storages.freshApp();
      const store = newStore();
      await send(app, store, [{ id: 'a', data: 'AA' }]);
      const response = await app.inject({
        url: `${storeUrl(store)}?${query}`,
        headers: store.auth,
      });
      expect([response.statusCode, response.json()]).toEqual([400, { error: 'bad-request' }]);
    },
  );

  it('answers an id over 100 characters with the documented 404', async () => {
    const app = await storages.freshApp();
    const store = newStore();
    const response = await app.inject({
      url: `/api/sync/v1/stores/${'A'.repeat(150)}`,
      headers: store.auth,
    });
    expect([response.statusCode, response.json()]).toEqual([404, { error: 'not-found' }]);
  });

  it('sends Retry-After with every 429', async () => {
    const app = await storages.freshApp({
      limits: { writesPerStorePerMinute: 1, readsPerStorePerMinute: 1, newStoresPerIpPerHour: 1 },
    });
    const store = newStore();
    await send(app, store, [{ id: 'a', data: 'AA' }]);
    const writes = await send(app, store, [{ id: 'b', data: 'AA' }]);
    const stores = await send(app, newStore(), [{ id: 'a', data: 'AA' }]);
    await app.inject({ url: storeUrl(store), headers: store.auth });
    const reads = await app.inject({ url: storeUrl(store), headers: store.auth });
    for (const [response, error] of [
      [writes, 'too-many-writes'],
      [stores, 'too-many-stores'],
      [reads, 'too-many-reads'],
    ] as const) {
      expect([response.statusCode, response.json()]).toEqual([429, { error }]);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('logs no store id, only a short keyed hash of it', async () => {
    const { lines, logger } = captureLogs();
    const { storage } = await storages.fresh();
    const app = await buildApp({ config: { mode: 'demo' }, logger, sync: { storage } });
    onTestFinished(() => app.close());
    const store = newStore();
    await send(app, store, [{ id: 'a', data: 'AA' }]);
    await app.inject({ url: storeUrl(store), headers: store.auth });
    const log = lines.join('\n');
    expect(log).toContain(hideStoreId(storeUrl(store)));
    expect(log).not.toContain(store.id);
    expect(log).not.toContain(store.token);
  });

  it('warns once when TRUST_PROXY is set and a request comes without X-Forwarded-For', async () => {
    const { lines, logger } = captureLogs();
    const app = await buildApp({ config: { mode: 'demo' }, logger, trustProxy: 1 });
    onTestFinished(() => app.close());
    await app.inject({ url: '/healthz', headers: { 'x-forwarded-for': '203.0.113.1' } });
    expect(lines.join('\n')).not.toContain('TRUST_PROXY');
    await app.inject({ url: '/healthz' });
    await app.inject({ url: '/healthz' });
    expect(lines.filter((line) => line.includes('TRUST_PROXY is set'))).toHaveLength(1);
  });
});
