/**
 * An older copy of the app (this one) beside a newer one: the newer writes a field this copy does
 * not know. This copy must keep it through its merge, its own edits and its snapshot, so that a
 * device that catches up from that snapshot still has it.
 */
import { configureStore } from '@reduxjs/toolkit';
import { server } from '../../test/msw/server';
import { makeFavorite } from '../../test/factories';
import {
  favoritesImported,
  favoritesSlice,
  personalEdited,
} from '../../features/favorites/state/favoritesSlice';
import { decryptJson, deriveSyncSecrets, encryptJson } from './crypto';
import { openDataDb } from './dataDb';
import { stampAt } from './states.fixtures';
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

async function device(name: string) {
  const store = configureStore({ reducer: { favorites: favoritesSlice.reducer } });
  store.dispatch(favoritesImported([makeFavorite(1)]));
  const engine = await createSyncEngine(store, await openDataDb(`later-${name}`));
  engines.push(engine);
  return { store, engine };
}

const within = { timeout: 5000 };
// Later than any stamp this copy makes in the test: the newer copy wrote last.
const LATER = stampAt(Date.now() + 60_000, 'NEWERCOPY00');
const newerFields = {
  mood: [{ tone: 'светлый' }, LATER],
  chapters: { '1:1': ['2026-11-20', LATER], '1:2': [null, LATER] },
};

describe('an older copy of the app beside a newer one', () => {
  it('keeps a field it does not know through its merge, its own edit and its snapshot', async () => {
    const old = await device('old');
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
