import { makeSavingStore } from '../../test/makeSavingStore';
import { readPersistedState, restorePersistedState } from './persistence';
import { addFavorite, removeFavorite } from '../../features/favorites/state/favoritesSlice';
import { addRecentSearch } from '../../features/search/searchSlice';
import { makeTestClient, writeAtOnce } from '../../test/renderWithProviders';
import { makeFilm } from '../../test/factories';

const matrix = makeFilm(133093, { title: 'The Matrix', year: '1999' });

describe('persistence', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('writes favorites and recent searches under their keys when they change', () => {
    const store = makeSavingStore({ omdb: makeTestClient(), scheduleFavoritesWrite: writeAtOnce });
    store.dispatch(addFavorite(matrix));
    store.dispatch(addRecentSearch('Matrix'));
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual({
      version: 4,
      items: [{ ...matrix, addedAt: expect.any(String) }],
    });
    expect(JSON.parse(localStorage.getItem('recentSearches')!)).toEqual(['matrix']);
    store.dispatch(removeFavorite('tt0133093'));
    expect(JSON.parse(localStorage.getItem('favorites')!).items).toEqual([]);
  });

  it('restores what was written', async () => {
    makeSavingStore({ omdb: makeTestClient(), scheduleFavoritesWrite: writeAtOnce }).dispatch(
      addFavorite(matrix),
    );
    localStorage.setItem('recentSearches', JSON.stringify(['alien', 'matrix']));
    const restored = await restorePersistedState();
    expect(restored.favorites?.items).toEqual({
      tt0133093: { ...matrix, addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
    expect(restored.search?.recentSearches).toEqual(['alien', 'matrix']);
  });

  it('keeps an unreadable value aside before anything overwrites it, and logs', () => {
    localStorage.setItem('favorites', '{broken');
    const state = readPersistedState();
    expect(state.favorites?.items).toEqual({});
    expect(localStorage.getItem('favorites.backup')).toBe('{broken');
    expect(console.error).toHaveBeenCalled();
    makeSavingStore({
      omdb: makeTestClient(),
      preloadedState: state,
      scheduleFavoritesWrite: writeAtOnce,
    }).dispatch(addFavorite(matrix));
    expect(localStorage.getItem('favorites.backup')).toBe('{broken');
  });

  it('goes on in memory when storage throws on read and on write', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = makeSavingStore({ omdb: makeTestClient(), preloadedState: readPersistedState() });
    expect(() => store.dispatch(addFavorite(matrix))).not.toThrow();
    expect(store.getState().favorites.items).toHaveProperty('tt0133093');
    expect(console.error).toHaveBeenCalled();
  });

  describe('a favorites change', () => {
    const storedIds = () =>
      (
        JSON.parse(localStorage.getItem('favorites') ?? '{"items":[]}') as {
          items: { imdbID: string }[];
        }
      ).items.map((item) => item.imdbID);
    function storeWithManualWrites() {
      const lifetime = new AbortController();
      onTestFinished(() => lifetime.abort());
      const writes: (() => void)[] = [];
      const store = makeSavingStore({
        omdb: makeTestClient(),
        signal: lifetime.signal,
        scheduleFavoritesWrite: (write) => writes.push(write),
      });
      return { store, writes };
    }

    it('is written once when its turn comes, however many changes came before', () => {
      const { store, writes } = storeWithManualWrites();
      store.dispatch(addFavorite(matrix));
      store.dispatch(addFavorite(makeFilm(1)));
      expect(writes).toHaveLength(1);
      expect(localStorage.getItem('favorites')).toBeNull();
      writes[0]();
      expect(storedIds()).toEqual(['tt0133093', 'tt0000001']);
    });

    it.each([
      ['the page is left', () => window.dispatchEvent(new Event('pagehide'))],
      [
        'the page is hidden',
        () => {
          vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
          document.dispatchEvent(new Event('visibilitychange'));
        },
      ],
    ])('is written at once when %s', (_, leave) => {
      const { store, writes } = storeWithManualWrites();
      store.dispatch(addFavorite(matrix));
      leave();
      expect(storedIds()).toEqual(['tt0133093']);
      writes[0]();
      expect(storedIds()).toEqual(['tt0133093']);
    });

    it('is written with the other tab’s edit when that tab writes first', () => {
      const { store } = storeWithManualWrites();
      store.dispatch(addFavorite(matrix));
      const theirs = makeFilm(2, { title: 'Theirs' });
      localStorage.setItem('favorites', JSON.stringify({ version: 1, items: [theirs] }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'favorites' }));
      expect(storedIds().sort()).toEqual(['tt0000002', 'tt0133093']);
      expect(Object.keys(store.getState().favorites.items).sort()).toEqual([
        'tt0000002',
        'tt0133093',
      ]);
    });

    it('reaches storage once the browser is idle, in the app', async () => {
      const lifetime = new AbortController();
      onTestFinished(() => lifetime.abort());
      const store = makeSavingStore({ omdb: makeTestClient(), signal: lifetime.signal });
      store.dispatch(addFavorite(matrix));
      expect(localStorage.getItem('favorites')).toBeNull();
      // jsdom has no idle callbacks: the write comes halfway to its time-out, half a second later.
      await vi.waitFor(() => expect(storedIds()).toEqual(['tt0133093']), { timeout: 5000 });
    });
  });
});
