import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/msw/server';
import { imdbId, makeFavorite } from '../../test/factories';
import {
  favoritesEdited,
  favoritesImported,
  favoritesSlice,
  personalEdited,
  removeFavorite,
} from '../../features/favorites/state/favoritesSlice';
import type { FavoriteMovie } from '../../features/favorites';
import { serializeFavorites } from '../local/storedFavorites';
import { decryptJson, deriveSyncSecrets, encryptJson, newSyncKey } from './crypto';
import { openDataDb } from './dataDb';
import { project } from './projection';
import { readStore } from './storeRead';
import { createSyncMeta } from './syncMeta';
import { push } from './syncApi';
import { stampAt } from './states.fixtures';
import { toPlaintext } from './validate';
import { createSyncEngine, type SyncEngine } from './engine';
import { createMemorySyncServer } from './syncServer.fixtures';

let engines: SyncEngine[] = [];

let memory: ReturnType<typeof createMemorySyncServer>;

beforeEach(() => {
  memory = createMemorySyncServer();
  server.use(...memory.handlers);
});

afterEach(async () => {
  await Promise.all(engines.map((engine) => engine.stop()));
  engines = [];
});

/** A device: its own store and its own IndexedDB database. */
async function device(name: string, films: number[] = []) {
  const store = configureStore({ reducer: { favorites: favoritesSlice.reducer } });
  if (films.length > 0) store.dispatch(favoritesImported(films.map((n) => makeFavorite(n))));
  const engine = await createSyncEngine(store, await openDataDb(`device-${name}`));
  engines.push(engine);
  const ids = () => Object.keys(store.getState().favorites.items).sort();
  return { store, engine, ids };
}

const within = { timeout: 5000 };

describe('the sync engine, two devices through the server', () => {
  it('joins: both collections merged on both, and edits then flow both ways without a reload', async () => {
    const a = await device('a', [1, 2]);
    const b = await device('b', [3]);
    const key = await a.engine.enable();
    const offer = await b.engine.offer(key);
    expect(offer.summary).toEqual({ added: 2, updated: 0, removed: 0 });
    await b.engine.join(offer);
    expect(b.ids()).toEqual(['tt0000001', 'tt0000002', 'tt0000003']);
    await vi.waitFor(() => expect(a.ids()).toEqual(b.ids()), within);

    a.store.dispatch(removeFavorite('tt0000001'));
    b.store.dispatch(favoritesEdited([{ ...makeFavorite(3), rating: 9, note: 'с другого' }]));
    await Promise.all([a.engine.flush(), b.engine.flush()]);
    await vi.waitFor(() => {
      expect(b.ids()).toEqual(['tt0000002', 'tt0000003']);
      expect(a.store.getState().favorites.items.tt0000003).toMatchObject({
        rating: 9,
        note: 'с другого',
      });
    }, within);
  });

  it('sends the collection as one snapshot when turned on, and only what a joining device adds', async () => {
    const a = await device('a5', [1, 2, 3]);
    const b = await device('b5', [3, 4]);
    const key = await a.engine.enable();
    const secrets = await deriveSyncSecrets(key);
    const stored = memory.stores.get(secrets.storeId);
    // The first, empty message made the store; the snapshot stands for it.
    expect(stored?.seq).toBe(1);
    expect(stored?.messages).toHaveLength(0);
    expect(stored?.snapshot?.upTo).toBe(1);
    const snapshot = await decryptJson(secrets, stored?.snapshot?.parts.join('') ?? '');
    expect(Object.keys((snapshot as { state: object }).state).sort()).toEqual([
      'tt0000001',
      'tt0000002',
      'tt0000003',
    ]);

    await b.engine.join(await b.engine.offer(key));
    await vi.waitFor(() => expect(stored?.messages).toHaveLength(1), within);
    const sent = await decryptJson(secrets, stored?.messages[0].data ?? '');
    expect(Object.keys((sent as { state: object }).state)).toContain('tt0000004');
    expect(Object.keys((sent as { state: object }).state)).not.toContain('tt0000001');
    await vi.waitFor(() => expect(a.ids()).toEqual(b.ids()), within);
  });

  it('reads a linked store once: the early read at start-up serves the join dialog', async () => {
    const a = await device('a6', [1]);
    const key = await a.engine.enable();
    const b = await device('b6');
    let reads = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.includes('after=0')) reads += 1;
    });
    const early = readStore(key);
    const offer = await b.engine.offer(key);
    expect(await early).toMatchObject({ seq: offer.seq });
    expect(offer.summary).toEqual({ added: 1, updated: 0, removed: 0 });
    expect(reads).toBe(1);
    await b.engine.join(offer);
    await b.engine.offer(key);
    expect(reads).toBe(2);
  });

  it('keeps an edit made offline in the outbox across a restart, and sends it once online', async () => {
    const a = await device('a2', [1]);
    const b = await device('b2');
    const key = await a.engine.enable();
    await b.engine.join(await b.engine.offer(key));
    await vi.waitFor(() => expect(b.ids()).toEqual(['tt0000001']), within);

    server.use(http.all('*/api/sync/*', () => HttpResponse.error()));
    a.store.dispatch(favoritesEdited([{ ...makeFavorite(1), rating: 7 }]));
    await a.engine.flush();
    await vi.waitFor(() => expect(a.engine.status.get().offline).toBe(true), within);
    expect(a.engine.status.get().pending).toBe(1);
    await a.engine.stop();

    server.use(...memory.handlers);
    const again = await createSyncEngine(a.store, await openDataDb('device-a2'));
    engines.push(again);
    await vi.waitFor(
      () => expect(b.store.getState().favorites.items.tt0000001?.rating).toBe(7),
      within,
    );
  });

  it('sends an edit made while this tab waited to lead (the page before still held the lock)', async () => {
    const a = await device('a7', [1, 2]);
    const b = await device('b7');
    const key = await a.engine.enable();
    await b.engine.join(await b.engine.offer(key));
    await vi.waitFor(() => expect(b.ids()).toEqual(['tt0000001', 'tt0000002']), within);
    await a.engine.stop();

    // The next page of A's tab: the lock is handed over only after the visitor's edit.
    let handOver = () => {};
    const handedOver = new Promise<void>((resolve) => (handOver = resolve));
    const locks = {
      request: async (_name: string, _options: object, held: () => Promise<unknown>) => {
        await handedOver;
        return held();
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const next = await device('a7', [1, 2]);
      next.store.dispatch(removeFavorite('tt0000001'));
      await next.engine.flush();
      handOver();
      await vi.waitFor(() => expect(b.ids()).toEqual(['tt0000002']), within);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('keeps the collection on this device when sync is turned off', async () => {
    const a = await device('a3', [1, 2]);
    await a.engine.enable();
    await a.engine.disable();
    expect(a.engine.status.get().on).toBe(false);
    expect(a.ids()).toEqual(['tt0000001', 'tt0000002']);
    expect(await a.engine.key()).toBeNull();
  });

  it('refuses a message sealed with another key, says so, and applies nothing of it', async () => {
    const a = await device('a4', [1]);
    const key = await a.engine.enable();
    await vi.waitFor(() => expect(a.engine.status.get().pending).toBe(0), within);
    const secrets = await deriveSyncSecrets(key);
    const stranger = { ...(await deriveSyncSecrets(newSyncKey())), storeId: secrets.storeId };
    const forged = await encryptJson(stranger, toPlaintext({ tt0000009: {} }));
    await push(secrets, [{ id: 'forged', data: forged }]);
    await vi.waitFor(() => expect(a.engine.status.get().problem).toBe('tampered'), within);
    expect(a.ids()).toEqual(['tt0000001']);
  });
});

describe('the sync engine, two tabs of one browser', () => {
  /** A tab: its own store, the browser's one database. */
  async function tab(films: number[] = [], editedBeforeStart: FavoriteMovie[] = []) {
    const store = configureStore({ reducer: { favorites: favoritesSlice.reducer } });
    if (films.length > 0) store.dispatch(favoritesImported(films.map((n) => makeFavorite(n))));
    if (editedBeforeStart.length > 0) store.dispatch(favoritesEdited(editedBeforeStart));
    const engine = await createSyncEngine(store, await openDataDb('one-browser'));
    engines.push(engine);
    return { store, engine, item: (n: number) => store.getState().favorites.items[imdbId(n)] };
  }

  it('with localStorage full, keeps and shows each tab’s edit rather than the last writer’s', async () => {
    const first = await tab([1]);
    const second = await tab([1]);
    await Promise.all([first.engine.localSaved(false), second.engine.localSaved(false)]);

    second.store.dispatch(favoritesEdited([{ ...makeFavorite(1), note: 'из второй вкладки' }]));
    await second.engine.flush();
    first.store.dispatch(favoritesEdited([{ ...makeFavorite(1), rating: 8 }]));
    await first.engine.flush();

    const stored = await createSyncMeta(await openDataDb('one-browser')).read('state');
    expect(project(stored ?? {})[imdbId(1)]).toMatchObject({
      rating: 8,
      note: 'из второй вкладки',
    });
    await vi.waitFor(() => {
      expect(first.item(1)).toMatchObject({ rating: 8, note: 'из второй вкладки' });
      expect(second.item(1)).toMatchObject({ rating: 8, note: 'из второй вкладки' });
    }, within);
  });

  it('keeps the edit localStorage refused in a tab whose engine starts after another tab’s found storage full', async () => {
    localStorage.setItem('favorites', serializeFavorites({ [imdbId(1)]: makeFavorite(1) }));
    const first = await tab([1]);
    await first.engine.localSaved(false);
    first.store.dispatch(favoritesEdited([{ ...makeFavorite(1), rating: 8 }]));
    await first.engine.flush();

    // The second tab's edit was refused by localStorage before its engine ran: its store alone has it.
    const second = await tab([1], [{ ...makeFavorite(1), note: 'из второй вкладки' }]);
    await second.engine.flush();

    const stored = await createSyncMeta(await openDataDb('one-browser')).read('state');
    expect(project(stored ?? {})[imdbId(1)]).toMatchObject({
      rating: 8,
      note: 'из второй вкладки',
    });
    expect(second.item(1)).toMatchObject({ rating: 8, note: 'из второй вкладки' });
  });
});

describe('the sync engine, a page that goes away with localStorage full', () => {
  it('leaves its last edit for the next page of the tab, whether or not its IndexedDB write finished', async () => {
    const leaving = await device('leaving', [1]);
    await leaving.engine.localSaved(false);
    leaving.store.dispatch(
      favoritesEdited([{ ...makeFavorite(1), note: 'за миг до перезагрузки' }]),
    );
    window.dispatchEvent(new PageTransitionEvent('pagehide'));

    // The next page: localStorage still has the film without the note, and its database never got
    // the write (a database of its own stands for a write the reload cut off).
    localStorage.setItem('favorites', serializeFavorites({ [imdbId(1)]: makeFavorite(1) }));
    const next = await device('next', [1]);
    await vi.waitFor(
      () =>
        expect(next.store.getState().favorites.items[imdbId(1)]?.note).toBe(
          'за миг до перезагрузки',
        ),
      within,
    );
    expect(sessionStorage.length).toBe(0);
  });
});

// Later than any stamp this copy makes in the test: the newer copy wrote last.
const LATER = stampAt(Date.now() + 60_000, 'NEWERCOPY00');
const newerFields = {
  mood: [{ tone: 'светлый' }, LATER],
  chapters: { '1:1': ['2026-11-20', LATER], '1:2': [null, LATER] },
};

/**
 * An older copy of the app (this one) beside a newer one: the newer writes a field this copy does
 * not know. This copy must keep it through its merge, its own edits and its snapshot, so that a
 * device that catches up from that snapshot still has it.
 */
describe('an older copy of the app beside a newer one', () => {
  it('keeps a field it does not know through its merge, its own edit and its snapshot', async () => {
    const old = await device('old', [1]);
    const key = await old.engine.enable();
    const secrets = await deriveSyncSecrets(key);
    const fromNewer = await encryptJson(
      secrets,
      toPlaintext({ tt0000001: { ...newerFields, status: ['watching', LATER] } }),
    );
    await push(secrets, [{ id: 'from-a-newer-copy', data: fromNewer }]);
    await vi.waitFor(
      () => expect(old.store.getState().favorites.items.tt0000001.status).toBe('watching'),
      within,
    );

    // This copy edits the same film: its fragment carries its own fields only.
    const entry = old.store.getState().favorites.items.tt0000001;
    old.store.dispatch(personalEdited({ ...entry, note: 'со старого устройства' }));
    await old.engine.flush();
    await vi.waitFor(() => expect(old.engine.status.get().pending).toBe(0), within);

    // A new store from this copy's whole state: the snapshot a new device would catch up from.
    await old.engine.disable();
    const again = await deriveSyncSecrets(await old.engine.enable());
    const stored = memory.stores.get(again.storeId);
    const snapshot = (await decryptJson(again, stored?.snapshot?.parts.join('') ?? '')) as {
      state: Record<string, Record<string, unknown>>;
    };
    expect(snapshot.state.tt0000001).toMatchObject({
      ...newerFields,
      status: ['watching', LATER],
      note: ['со старого устройства', expect.any(String)],
    });
  });
});
