import pg from 'pg';
import { startTestPostgres, type TestPostgres } from '../test/postgresServer.ts';
import { countedBytes } from './contract.ts';
import { openPostgresStorage } from './postgres.ts';
import {
  STORAGE_KINDS,
  cipher,
  newStore,
  readWhole,
  useSyncStorage,
} from '../test/syncStorages.ts';

const MAX = 5 * 1024 * 1024;
const DAY = 24 * 60 * 60 * 1000;

describe.each(STORAGE_KINDS)('the %s storage', (kind) => {
  const storages = useSyncStorage(kind);

  it('creates a store once, bound to the first token hash', async () => {
    const { storage } = await storages.fresh();
    const store = newStore();
    expect(await storage.info(store.id)).toBeUndefined();
    expect(await storage.create(store.id, store.hash, 1)).toBe(true);
    expect(await storage.create(store.id, newStore().hash, 2)).toBe(false);
    expect(await storage.info(store.id)).toEqual({
      tokenHash: store.hash,
      seq: 0,
      bytes: 0,
      lastSeen: 1,
    });
  });

  it('appends idempotently: a resent message id is ignored and takes no seq', async () => {
    const { storage } = await storages.fresh();
    const store = newStore();
    await storage.create(store.id, store.hash, 1);
    const a = { id: 'a', data: cipher(10) };
    const b = { id: 'b', data: cipher(20) };
    expect(await storage.append(store.id, [a, b], MAX, 2)).toEqual({ ok: true, seq: 2 });
    expect(await storage.append(store.id, [b, a], MAX, 3)).toEqual({ ok: true, seq: 2 });
    const c = { id: 'c', data: cipher(5) };
    expect(await storage.append(store.id, [a, c, c], MAX, 4)).toEqual({ ok: true, seq: 3 });
    // Ids and rows count, not only the ciphertext.
    expect(await storage.storeBytes(store.id)).toBe(35 + 3 + 3 * countedBytes('', ''));
    const read = await readWhole(storage, store.id, 1);
    expect(read).toEqual({
      seq: 3,
      snapshot: null,
      more: false,
      messages: [
        { seq: 2, ...b },
        { seq: 3, ...c },
      ],
    });
  });

  it('refuses an append that would pass the store limit, keeping nothing of it', async () => {
    const { storage } = await storages.fresh();
    const store = newStore();
    await storage.create(store.id, store.hash, 1);
    const max = countedBytes('a', cipher(60)) + 100;
    await storage.append(store.id, [{ id: 'a', data: cipher(60) }], max, 2);
    const over = [
      { id: 'b', data: cipher(30) },
      { id: 'c', data: cipher(30) },
    ];
    expect(await storage.append(store.id, over, max, 3)).toEqual({
      ok: false,
      error: 'store-full',
    });
    expect(await storage.info(store.id)).toMatchObject({ seq: 1, bytes: max - 100 });
  });

  it('compacts once every part of a snapshot is in, and reads by the snapshot rule', async () => {
    const { storage } = await storages.fresh();
    const store = newStore();
    await storage.create(store.id, store.hash, 1);
    for (const id of ['m1', 'm2', 'm3', 'm4'])
      await storage.append(store.id, [{ id, data: cipher(100) }], MAX, 2);
    const part = { id: 's1', upTo: 3, parts: 2 };
    expect(await storage.putSnapshotPart(store.id, { ...part, part: 1, data: 'BB' }, MAX)).toEqual({
      ok: true,
      complete: false,
    });
    expect((await readWhole(storage, store.id, 0))?.messages).toHaveLength(4);
    expect(await storage.putSnapshotPart(store.id, { ...part, part: 0, data: 'AA' }, MAX)).toEqual({
      ok: true,
      complete: true,
    });
    // A resent part of the current snapshot changes nothing.
    expect(await storage.putSnapshotPart(store.id, { ...part, part: 0, data: 'AA' }, MAX)).toEqual({
      ok: true,
      complete: true,
    });
    // The snapshot is a page of its own; the messages after it are the next.
    const before = await readWhole(storage, store.id, 2);
    expect(before).toEqual({
      seq: 3,
      snapshot: { upTo: 3, parts: ['AA', 'BB'] },
      messages: [],
      more: true,
    });
    const after = await readWhole(storage, store.id, 3);
    expect(after).toMatchObject({ seq: 4, snapshot: null, more: false });
    expect(after?.messages.map((message) => message.id)).toEqual(['m4']);
    const held = 2 * countedBytes('s1', 'AA') + countedBytes('m4', cipher(100));
    expect(await storage.storeBytes(store.id)).toBe(held);
    // An older snapshot finishing late does not bring deleted messages back.
    const late = { id: 's0', upTo: 1, parts: 1, part: 0, data: 'OLD' };
    expect(await storage.putSnapshotPart(store.id, late, MAX)).toEqual({
      ok: true,
      complete: true,
    });
    expect((await readWhole(storage, store.id, 0))?.snapshot).toEqual({
      upTo: 3,
      parts: ['AA', 'BB'],
    });
    expect(await storage.storeBytes(store.id)).toBe(held);
  });

  it('refuses a snapshot past the store seq or changing its shape', async () => {
    const { storage } = await storages.fresh();
    const store = newStore();
    await storage.create(store.id, store.hash, 1);
    await storage.append(store.id, [{ id: 'm', data: 'x' }], MAX, 2);
    const part = { id: 's', upTo: 2, part: 0, parts: 2, data: 'A' };
    expect(await storage.putSnapshotPart(store.id, part, MAX)).toMatchObject({ ok: false });
    await storage.putSnapshotPart(store.id, { ...part, upTo: 1 }, MAX);
    expect(
      await storage.putSnapshotPart(store.id, { ...part, upTo: 1, parts: 3, part: 1 }, MAX),
    ).toEqual({ ok: false, error: 'bad-request' });
    expect(await storage.putSnapshotPart(newStore().id, part, MAX)).toEqual({
      ok: false,
      error: 'not-found',
    });
  });

  it('deletes one store and leaves every other untouched', async () => {
    const { storage } = await storages.fresh();
    const [one, other] = [newStore(), newStore()];
    for (const store of [one, other]) {
      await storage.create(store.id, store.hash, 1);
      await storage.append(store.id, [{ id: 'm', data: cipher(40) }], MAX, 2);
    }
    const before = await readWhole(storage, other.id, 0);
    expect(await storage.remove(one.id)).toBe(true);
    expect(await storage.remove(one.id)).toBe(false);
    expect(await readWhole(storage, one.id, 0)).toBeUndefined();
    expect(await readWhole(storage, other.id, 0)).toEqual(before);
    expect(await storage.totalBytes()).toBe(countedBytes('m', cipher(40)));
  });

  it('prunes the stores unseen for 400 days; a touch keeps one', async () => {
    const { storage } = await storages.fresh();
    const [old, touched, fresh] = [newStore(), newStore(), newStore()];
    await storage.create(old.id, old.hash, 0);
    await storage.create(touched.id, touched.hash, 0);
    await storage.create(fresh.id, fresh.hash, 399 * DAY);
    await storage.touch(touched.id, 300 * DAY, DAY);
    expect(await storage.prune(401 * DAY - 400 * DAY)).toBe(1);
    expect(await storage.info(old.id)).toBeUndefined();
    expect(await storage.info(touched.id)).toBeDefined();
    expect(await storage.info(fresh.id)).toBeDefined();
  });

  it('keeps its data when closed and opened again', async () => {
    const test = await storages.fresh();
    const store = newStore();
    await test.storage.create(store.id, store.hash, 1);
    await test.storage.append(store.id, [{ id: 'kept', data: 'abc' }], MAX, 2);
    const expected = await readWhole(test.storage, store.id, 0);
    await test.storage.close();
    const again = await test.open();
    expect(await readWhole(again, store.id, 0)).toEqual(expected);
    expect(await again.info(store.id)).toEqual({
      tokenHash: store.hash,
      seq: 1,
      bytes: countedBytes('kept', 'abc'),
      lastSeen: 2,
    });
  });

  it('gives every message its own seq when two storages write to one store at once', async () => {
    const test = await storages.fresh();
    const other = await test.open();
    const store = newStore();
    await test.storage.create(store.id, store.hash, 1);
    const writes = Array.from({ length: 40 }, (_, i) =>
      (i % 2 ? test.storage : other).append(store.id, [{ id: `m${i}`, data: 'x' }], MAX, 2),
    );
    const seqs = (await Promise.all(writes)).map((result) => (result.ok ? result.seq : -1));
    expect(seqs.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const read = await readWhole(other, store.id, 0);
    expect(new Set(read?.messages.map((message) => message.seq)).size).toBe(40);
  });
});

describe('the PostgreSQL migrations', () => {
  let cluster: TestPostgres | undefined;
  beforeAll(async () => {
    cluster = await startTestPostgres();
  }, 120_000);
  afterAll(() => cluster?.stop());

  it('run once when two instances start at once on an empty database, and again harmlessly', async () => {
    const url = await cluster!.createDatabase();
    const both = await Promise.all([openPostgresStorage(url), openPostgresStorage(url)]);
    const third = await openPostgresStorage(url);
    onTestFinished(async () => {
      for (const storage of [...both, third]) await storage.close();
    });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    onTestFinished(() => client.end());
    const { rows } = await client.query('SELECT version FROM sync_migrations');
    expect(rows).toEqual([{ version: 1 }, { version: 2 }]);
  });
});
