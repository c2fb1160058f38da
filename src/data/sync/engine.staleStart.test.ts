import { favoritesEdited } from '../../features/favorites/state/favoritesSlice';
import { appTabs } from '../../test/appTabs';
import { imdbId, makeFavorite } from '../../test/factories';
import { serializeFavorites } from '../local/storedFavorites';
import { openDataDb } from './dataDb';
import { createSyncEngine, type SyncEngine } from './engine';
import { project } from './projection';
import { createSyncMeta } from './syncMeta';

const tabs = appTabs();
let engines: SyncEngine[] = [];

afterEach(async () => {
  await Promise.all(engines.map((engine) => engine.stop()));
  engines = [];
  tabs.closeAll();
});

it('starting after storage was full, does not take back another tab’s write it has not heard of yet', async () => {
  localStorage.setItem('favorites', serializeFavorites({ [imdbId(1)]: makeFavorite(1) }));
  const db = 'stale-start';
  // Another tab found localStorage full: its engine keeps the collection in IndexedDB since.
  const other = tabs.open();
  const otherEngine = await createSyncEngine(other, await openDataDb(db));
  engines.push(otherEngine);
  await otherEngine.localSaved(false);

  // This page reads localStorage; then the other tab rates the film, and localStorage takes it
  // (room was made). The storage event of that write has not reached this page yet.
  const page = tabs.open();
  other.dispatch(favoritesEdited([{ ...makeFavorite(1), rating: 9 }]));
  await otherEngine.flush();
  expect(localStorage.getItem('favorites')).toContain('"rating":9');

  const engine = await createSyncEngine(page, await openDataDb(db));
  engines.push(engine);
  const stored = await createSyncMeta(await openDataDb(db)).read('state');
  expect(project(stored ?? {})[imdbId(1)]?.rating).toBe(9);
  expect(page.getState().favorites.items[imdbId(1)]?.rating).toBe(9);
});
