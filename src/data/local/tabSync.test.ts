import fc from 'fast-check';
import type { MockInstance } from 'vitest';
import type { MovieSummary } from '../../api/types';
import {
  addFavorite,
  removeFavorite,
  toggleFavorite,
} from '../../features/favorites/state/favoritesSlice';
import { addRecentSearch } from '../../features/search/searchSlice';
import { makeFilm } from '../../test/factories';
import { propertyRuns, propertyTest } from '../../test/propertyRuns';
import { appTabs, type AppTab } from '../../test/appTabs';

const stored = (...movies: MovieSummary[]) => JSON.stringify({ version: 1, items: movies });

// Captured before any spy: what "the other tab" writes must not count as this tab's writes.
const realSetItem = Storage.prototype.setItem;

/** A tab of the app: its own store over the shared localStorage, started the way main.tsx does. */
const { open: openTab, closeAll: closeTabs } = appTabs();

/** The browser telling the tabs that `key` changed (it does so after the write, to other tabs only). */
function announce(key: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
}
function otherTabWrites(key: string, value: string) {
  realSetItem.call(localStorage, key, value);
  announce(key);
}
const ids = (tab: AppTab) => Object.keys(tab.getState().favorites.items).sort();
const storedIds = () =>
  (JSON.parse(localStorage.getItem('favorites')!) as { items: MovieSummary[] }).items
    .map((m) => m.imdbID)
    .sort();

describe('two tabs', () => {
  let writes: MockInstance<Storage['setItem']>;
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    writes = vi.spyOn(Storage.prototype, 'setItem');
  });
  afterEach(() => {
    closeTabs();
    vi.restoreAllMocks();
  });
  const favoriteWrites = () => writes.mock.calls.filter(([key]) => key === 'favorites').length;

  it('shows a favorite another tab added, without writing it back', () => {
    const tab = openTab();
    tab.dispatch(addFavorite(makeFilm(1)));
    writes.mockClear();
    otherTabWrites('favorites', stored(makeFilm(1), makeFilm(2)));
    expect(ids(tab)).toEqual(['tt0000001', 'tt0000002']);
    expect(favoriteWrites()).toBe(0);
  });

  it('drops a favorite another tab removed', () => {
    realSetItem.call(localStorage, 'favorites', stored(makeFilm(1), makeFilm(2)));
    const tab = openTab();
    otherTabWrites('favorites', stored(makeFilm(2)));
    expect(ids(tab)).toEqual(['tt0000002']);
    expect(favoriteWrites()).toBe(0);
  });

  it('takes the other tab’s version of an item it changed', () => {
    localStorage.setItem('favorites', stored(makeFilm(1)));
    const tab = openTab();
    otherTabWrites('favorites', stored(makeFilm(1, { title: 'Renamed' })));
    expect(tab.getState().favorites.items.tt0000001.title).toBe('Renamed');
  });

  it('keeps both tabs’ additions when they add at the same time, and writes the merge once', () => {
    const a = openTab();
    const b = openTab();
    a.dispatch(addFavorite(makeFilm(1))); // A writes [1]; B has not heard of it yet
    b.dispatch(addFavorite(makeFilm(2))); // B merges A's [1] into its write: [2, 1]
    expect(storedIds()).toEqual(['tt0000001', 'tt0000002']);
    announce('favorites'); // ...and A hears of B's write
    expect(ids(a)).toEqual(['tt0000001', 'tt0000002']);
    expect(ids(b)).toEqual(['tt0000001', 'tt0000002']);
    expect(favoriteWrites()).toBe(2);
  });

  it('lets this tab’s newer edit win over an older one from the other tab', () => {
    localStorage.setItem('favorites', stored(makeFilm(1), makeFilm(2)));
    const a = openTab();
    const b = openTab();
    b.dispatch(removeFavorite('tt0000001')); // B removes 1 first...
    a.dispatch(removeFavorite('tt0000002')); // ...A, not yet told, removes 2: both removals stand
    announce('favorites');
    expect(ids(a)).toEqual([]);
    expect(ids(b)).toEqual([]);
    a.dispatch(addFavorite(makeFilm(1))); // and A re-adding 1 later is the last word on 1
    announce('favorites');
    expect(ids(b)).toEqual(['tt0000001']);
  });

  it('reads storage, not the event: a stale event does not undo a newer write', () => {
    const tab = openTab();
    tab.dispatch(addFavorite(makeFilm(1)));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'favorites',
        newValue: stored(),
        storageArea: localStorage,
      }),
    );
    expect(ids(tab)).toEqual(['tt0000001']);
  });

  it('ignores a value it cannot read, and backs it up before its next own write', () => {
    const tab = openTab();
    tab.dispatch(addFavorite(makeFilm(1)));
    writes.mockClear();
    otherTabWrites('favorites', '{"version":2,"list":"new format"}');
    expect(ids(tab)).toEqual(['tt0000001']);
    expect(favoriteWrites()).toBe(0);
    tab.dispatch(addFavorite(makeFilm(2)));
    expect(localStorage.getItem('favorites.backup')).toBe('{"version":2,"list":"new format"}');
    expect(storedIds()).toEqual(['tt0000001', 'tt0000002']);
  });

  it('ignores session storage and other keys', () => {
    const tab = openTab();
    sessionStorage.setItem('favorites', stored(makeFilm(3)));
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'favorites', storageArea: sessionStorage }),
    );
    localStorage.setItem('favorites.backup', stored(makeFilm(4)));
    announce('favorites.backup');
    expect(ids(tab)).toEqual([]);
    sessionStorage.clear();
  });

  it('adopts the other tab’s recent searches as they are, without writing back', () => {
    const tab = openTab();
    tab.dispatch(addRecentSearch('matrix'));
    writes.mockClear();
    otherTabWrites('recentSearches', JSON.stringify(['alien', 'matrix']));
    expect(tab.getState().search.recentSearches).toEqual(['alien', 'matrix']);
    expect(writes).not.toHaveBeenCalled();
  });

  it('follows the other tab clearing storage', () => {
    const tab = openTab();
    tab.dispatch(addFavorite(makeFilm(1)));
    tab.dispatch(addRecentSearch('matrix'));
    localStorage.clear();
    announce(null);
    expect(ids(tab)).toEqual([]);
    expect(tab.getState().search.recentSearches).toEqual([]);
  });

  it('stops following other tabs once its signal aborts', () => {
    const tab = openTab();
    closeTabs();
    otherTabWrites('favorites', stored(makeFilm(1)));
    expect(ids(tab)).toEqual([]);
  });

  it(
    'converges on the last edit of each item, with no write loop, whatever the interleaving',
    propertyTest,
    () => {
      const op = fc.oneof(
        fc.record({ tab: fc.constantFrom(0, 1), id: fc.integer({ min: 1, max: 5 }) }),
        fc.constant('deliver' as const),
      );
      fc.assert(
        fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
          localStorage.clear();
          const tabs = [openTab(), openTab()];
          const lastEdit = new Map<string, boolean>(); // id → present after its last effective edit
          let effective = 0;
          writes.mockClear();
          for (const step of ops) {
            if (step === 'deliver') {
              const before = favoriteWrites();
              announce('favorites');
              // Hearing of another tab's write never causes a write here: nothing was unsaved.
              expect(favoriteWrites()).toBe(before);
              continue;
            }
            const tab = tabs[step.tab];
            const target = makeFilm(step.id);
            const present = Object.hasOwn(tab.getState().favorites.items, target.imdbID);
            tab.dispatch(toggleFavorite(target));
            lastEdit.set(target.imdbID, !present);
            effective += 1;
          }
          announce('favorites');
          const expected = [...lastEdit]
            .filter(([, present]) => present)
            .map(([id]) => id)
            .sort();
          expect(ids(tabs[0])).toEqual(expected);
          expect(ids(tabs[1])).toEqual(expected);
          expect(localStorage.getItem('favorites') === null ? [] : storedIds()).toEqual(expected);
          expect(favoriteWrites()).toBeLessThanOrEqual(effective);
          closeTabs();
        }),
        { numRuns: propertyRuns({ quick: 150, full: 300 }) },
      );
    },
  );
});
