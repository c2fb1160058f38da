import { imdbId } from '../../test/factories';
import type { CollectionState } from './collection';
import { newSyncKey } from './crypto';
import { openDataDb, type DataDb } from './dataDb';
import { MESSAGE_ID, createOutbox } from './outbox';
import { stampAt } from './states.fixtures';
import { createSyncMeta } from './syncMeta';

const fragment = (n: number): CollectionState => ({ [imdbId(n)]: { rating: [n, stampAt(n)] } });

let db: DataDb;
beforeEach(async () => {
  db = await openDataDb();
});
afterEach(() => db.close());

describe('the outbox', () => {
  it('gives each entry a new message id the protocol accepts', async () => {
    const outbox = createOutbox(db);
    const first = await outbox.add(fragment(1));
    const second = await outbox.add(fragment(1));
    expect(first.id).toMatch(MESSAGE_ID);
    expect(first.id).not.toBe(second.id);
  });

  it('lists entries oldest first, counts them and removes the acknowledged ones', async () => {
    const outbox = createOutbox(db);
    const entries = [];
    for (const n of [3, 1, 2]) entries.push(await outbox.add(fragment(n)));
    expect(await outbox.pending()).toEqual(entries);
    expect(await outbox.count()).toBe(3);
    await outbox.remove([entries[0].id, entries[2].id, 'unknown']);
    expect(await outbox.pending()).toEqual([entries[1]]);
    expect(await outbox.count()).toBe(1);
  });

  it('keeps its entries across a reload', async () => {
    const added = await createOutbox(db).add(fragment(5));
    db.close();
    db = await openDataDb();
    expect(await createOutbox(db).pending()).toEqual([added]);
  });

  it('drops an entry it cannot read', async () => {
    const outbox = createOutbox(db);
    const kept = await outbox.add(fragment(1));
    await db.add('outbox', { id: 'bad id!', fragment: fragment(2) });
    await db.add('outbox', { id: 'fine', fragment: { __proto__: null, x: 1 } as never });
    expect(await outbox.pending()).toEqual([kept]);
    expect(await outbox.count()).toBe(1);
  });

  it('writes the state and clock with the entries', async () => {
    const meta = createSyncMeta(db);
    await meta.write({ key: newSyncKey() });
    const state = fragment(7);
    const stored = await createOutbox(db).addWithState([state], state, stampAt(7));
    expect(await meta.read('state')).toEqual(state);
    expect(stored).toEqual(state);
    expect(await meta.read('clock')).toBe(stampAt(7));
    expect(await createOutbox(db).count()).toBe(1);
  });

  it('queues nothing while sync is off, and still writes the state', async () => {
    const state = fragment(4);
    await createOutbox(db).addWithState([state], state, stampAt(4));
    expect(await createSyncMeta(db).read('state')).toEqual(state);
    expect(await createOutbox(db).count()).toBe(0);
  });

  it('merges the state into what another tab stored, rather than replacing it', async () => {
    const meta = createSyncMeta(db);
    await meta.write({ state: fragment(1) });
    const stored = await createOutbox(db).addWithState([fragment(2)], fragment(2), stampAt(2));
    expect(stored).toEqual({ ...fragment(1), ...fragment(2) });
    expect(await meta.read('state')).toEqual(stored);
    expect(await meta.mergeState(fragment(3))).toEqual({ ...stored, ...fragment(3) });
  });
});

describe('the sync meta values', () => {
  it('are kept across a reload', async () => {
    const values = {
      device: 'AAAAAAAAAAA',
      clock: stampAt(9),
      state: fragment(2),
      key: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8',
      cursor: 42,
    };
    await createSyncMeta(db).write(values);
    db.close();
    db = await openDataDb();
    const meta = createSyncMeta(db);
    for (const [name, value] of Object.entries(values)) {
      expect(await meta.read(name as keyof typeof values)).toEqual(value);
    }
    await meta.remove(['key', 'cursor']);
    expect(await meta.read('key')).toBeUndefined();
    expect(await meta.read('cursor')).toBeUndefined();
    expect(await meta.read('device')).toBe(values.device);
  });

  it('read a value that is not one as none', async () => {
    for (const [name, value] of [
      ['device', 'short'],
      ['clock', 'yesterday'],
      ['state', { tt1: 'x' }],
      ['key', 'not a key'],
      ['cursor', -1],
    ] as const) {
      await db.put('meta', value, name);
      expect(await createSyncMeta(db).read(name)).toBeUndefined();
    }
  });
});
