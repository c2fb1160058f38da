import { STORAGE_KINDS, cipher, newStore, send, useSyncStorage } from '../test/syncStorages.ts';

describe.each(STORAGE_KINDS)('the sync limits on %s', (kind) => {
  const storages = useSyncStorage(kind);

  it('refuses more than 64 KiB of ciphertext in one request with 413 too-large', async () => {
    const app = await storages.freshApp();
    const store = newStore();
    const exact = [
      { id: 'a', data: cipher(32 * 1024) },
      { id: 'b', data: cipher(32 * 1024) },
    ];
    expect((await send(app, store, exact)).statusCode).toBe(200);
    const over = [...exact.map((m) => ({ ...m, id: `${m.id}2` })), { id: 'c', data: 'A' }];
    const response = await send(app, store, over);
    expect([response.statusCode, response.json()]).toEqual([413, { error: 'too-large' }]);
    const huge = await send(app, store, [{ id: 'h', data: cipher(200 * 1024) }]);
    expect([huge.statusCode, huge.json()]).toEqual([413, { error: 'too-large' }]);
  });

  it('refuses a write that would take a store past 5 MiB with 413 store-full', async () => {
    const app = await storages.freshApp();
    const store = newStore();
    const chunk = 64 * 1024;
    // 79 of them and their ids and rows come to 5,182,637 counted bytes; one more would pass.
    for (let i = 0; i < 79; i++)
      expect((await send(app, store, [{ id: `m${i}`, data: cipher(chunk) }])).statusCode).toBe(200);
    const full = await send(app, store, [{ id: 'last', data: cipher(chunk) }]);
    expect([full.statusCode, full.json()]).toEqual([413, { error: 'store-full' }]);
    expect((await send(app, newStore(), [{ id: 'x', data: 'A' }])).statusCode).toBe(200);
  });

  it('refuses an 11th new store from one IP within the hour with 429 too-many-stores', async () => {
    const app = await storages.freshApp();
    const stores = Array.from({ length: 11 }, () => newStore());
    for (const store of stores.slice(0, 10))
      expect((await send(app, store, [{ id: 'a', data: 'A' }])).statusCode).toBe(200);
    const refused = await send(app, stores[10]!, [{ id: 'a', data: 'A' }]);
    expect([refused.statusCode, refused.json()]).toEqual([429, { error: 'too-many-stores' }]);
    // Existing stores are not new stores; another address has its own count.
    expect((await send(app, stores[0]!, [{ id: 'b', data: 'A' }])).statusCode).toBe(200);
    const elsewhere = await app.inject({
      method: 'POST',
      url: `/api/sync/v1/stores/${stores[10]!.id}/messages`,
      headers: stores[10]!.auth,
      payload: { messages: [{ id: 'a', data: 'A' }] },
      remoteAddress: '203.0.113.9',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a 121st write to one store within the minute with 429 too-many-writes', async () => {
    const app = await storages.freshApp();
    const [store, other] = [newStore(), newStore()];
    for (let i = 0; i < 120; i++)
      expect((await send(app, store, [{ id: `m${i}`, data: 'A' }])).statusCode).toBe(200);
    const refused = await send(app, store, [{ id: 'late', data: 'A' }]);
    expect([refused.statusCode, refused.json()]).toEqual([429, { error: 'too-many-writes' }]);
    expect((await send(app, other, [{ id: 'm', data: 'A' }])).statusCode).toBe(200);
  });

  it('refuses every write past the deployment cap, to new and existing stores alike', async () => {
    const app = await storages.freshApp({
      limits: { maxTotalBytes: 100_000 },
    });
    const [first, second, third] = [newStore(), newStore(), newStore()];
    expect((await send(app, first, [{ id: 'a', data: cipher(60_000) }])).statusCode).toBe(200);
    expect((await send(app, second, [{ id: 'a', data: cipher(30_000) }])).statusCode).toBe(200);
    const grown = await send(app, first, [{ id: 'b', data: cipher(20_000) }]);
    expect([grown.statusCode, grown.json()]).toEqual([507, { error: 'deployment-full' }]);
    const snapshot = await app.inject({
      method: 'PUT',
      url: `/api/sync/v1/stores/${second.id}/snapshot`,
      headers: second.auth,
      payload: { id: 's', upTo: 1, part: 0, parts: 1, data: cipher(20_000) },
    });
    expect([snapshot.statusCode, snapshot.json()]).toEqual([507, { error: 'deployment-full' }]);
    // What still fits is taken; a new store is refused once the cap is reached.
    expect((await send(app, first, [{ id: 'c', data: cipher(9_000) }])).statusCode).toBe(200);
    const refused = await send(app, third, [{ id: 'a', data: cipher(2_000) }]);
    expect([refused.statusCode, refused.json()]).toEqual([507, { error: 'deployment-full' }]);
  });
});
