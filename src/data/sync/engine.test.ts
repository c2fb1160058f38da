import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/msw/server';
import { makeFavorite } from '../../test/factories';
import {
  favoritesEdited,
  favoritesImported,
  favoritesSlice,
  removeFavorite,
} from '../../features/favorites/state/favoritesSlice';
import { deriveSyncSecrets, encryptJson, newSyncKey } from './crypto';
import { openDataDb } from './dataDb';
import { push } from './syncApi';
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
