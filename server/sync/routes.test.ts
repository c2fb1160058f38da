import {
  STORAGE_KINDS,
  cipher,
  newStore,
  putSnapshot,
  send,
  storeUrl,
  syncApp,
  useSyncStorage,
} from '../test/syncStorages.ts';

describe.each(STORAGE_KINDS)('the sync routes on %s', (kind) => {
  const storages = useSyncStorage(kind);

  it('refuses a missing or malformed token with 401 and a wrong one with 403', async () => {
    const app = await storages.freshApp();
    const store = newStore();
    expect((await send(app, store, [{ id: 'a', data: 'AAAA' }])).statusCode).toBe(200);
    for (const authorization of [undefined, 'Bearer', `Basic ${store.token}`, 'Bearer abc']) {
      const headers = authorization === undefined ? {} : { authorization };
      for (const [method, tail] of [
        ['GET', ''],
        ['POST', '/messages'],
        ['PUT', '/snapshot'],
        ['DELETE', ''],
      ] as const) {
        const response = await app.inject({ method, url: storeUrl(store, tail), headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'no-token' });
      }
    }
    const intruder = { ...newStore(), id: store.id };
    const writes = await send(app, intruder, [{ id: 'b', data: 'BBBB' }]);
    expect([writes.statusCode, writes.json()]).toEqual([403, { error: 'wrong-token' }]);
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await app.inject({ method, url: storeUrl(store), headers: intruder.auth });
      expect([response.statusCode, response.json()]).toEqual([403, { error: 'wrong-token' }]);
    }
    const read = await app.inject({ url: storeUrl(store), headers: store.auth });
    expect(read.json()).toMatchObject({ seq: 1, messages: [{ id: 'a', data: 'AAAA' }] });
  });

  it('keeps a store alive by reading it, writing last_seen at most once an hour', async () => {
    const { storage } = await storages.fresh();
    const app = await syncApp(storage);
    const store = newStore();
    await storage.create(store.id, store.hash, 1000);
    await app.inject({ url: storeUrl(store), headers: store.auth });
    const seen = (await storage.info(store.id))?.lastSeen ?? 0;
    expect(seen).toBeGreaterThan(Date.now() - 60_000);
    await app.inject({ url: storeUrl(store), headers: store.auth });
    expect((await storage.info(store.id))?.lastSeen).toBe(seen);
  });

  it('answers 404 for a store never written, and after it is deleted', async () => {
    const app = await storages.freshApp();
    const store = newStore();
    const missing = await app.inject({ url: storeUrl(store), headers: store.auth });
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: 'not-found' }]);
    await send(app, store, [{ id: 'a', data: 'AAAA' }]);
    const deleted = await app.inject({
      method: 'DELETE',
      url: storeUrl(store),
      headers: store.auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ url: storeUrl(store), headers: store.auth })).statusCode).toBe(404);
  });

  it('takes a resent message once, and reads after a seq', async () => {
    const app = await storages.freshApp();
    const store = newStore();
    const batch = [
      { id: 'one', data: cipher(50) },
      { id: 'two', data: cipher(50) },
    ];
    expect((await send(app, store, batch)).json()).toEqual({ seq: 2 });
    expect((await send(app, store, batch)).json()).toEqual({ seq: 2 });
    const read = await app.inject({ url: `${storeUrl(store)}?after=1`, headers: store.auth });
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual({ seq: 2, snapshot: null, messages: [{ seq: 2, ...batch[1] }] });
  });

  it('compacts with a snapshot sent in parts', async () => {
    const app = await storages.freshApp();
    const store = newStore();
    for (const id of ['a', 'b', 'c']) await send(app, store, [{ id, data: cipher(10) }]);
    const put = (part: number, data: string) =>
      putSnapshot(app, store, { id: 'snap', upTo: 2, part, parts: 2, data });
    expect((await put(0, 'AAA')).json()).toEqual({ complete: false });
    expect((await put(1, 'BBB')).json()).toEqual({ complete: true });
    // The snapshot is a page of its own: `more`, and the next read brings what follows it.
    const read = await app.inject({ url: storeUrl(store), headers: store.auth });
    expect(read.json()).toEqual({
      seq: 2,
      snapshot: { upTo: 2, parts: ['AAA', 'BBB'] },
      messages: [],
      more: true,
    });
    const next = await app.inject({ url: `${storeUrl(store)}?after=2`, headers: store.auth });
    expect(next.json()).toMatchObject({ seq: 3, snapshot: null, messages: [{ seq: 3, id: 'c' }] });
    const tooFar = await putSnapshot(app, store, {
      id: 'next',
      upTo: 9,
      part: 0,
      parts: 1,
      data: 'A',
    });
    expect([tooFar.statusCode, tooFar.json()]).toEqual([400, { error: 'bad-request' }]);
  });

  it('leaves another store untouched by anything done to one', async () => {
    const { storage } = await storages.fresh();
    const app = await syncApp(storage, { limits: { writesPerStorePerMinute: 5 } });
    const [one, other] = [newStore(), newStore()];
    await send(app, other, [{ id: 'kept', data: cipher(100) }]);
    const before = (await app.inject({ url: storeUrl(other), headers: other.auth })).json();
    for (let i = 0; i < 8; i++) await send(app, one, [{ id: `m${i}`, data: cipher(100) }]);
    await putSnapshot(app, one, { id: 's', upTo: 1, part: 0, parts: 1, data: 'A' });
    await app.inject({ method: 'DELETE', url: storeUrl(one), headers: one.auth });
    expect((await app.inject({ url: storeUrl(other), headers: other.auth })).json()).toEqual(
      before,
    );
    expect((await send(app, other, [{ id: 'more', data: 'AA' }])).json()).toEqual({ seq: 2 });
  });
});
