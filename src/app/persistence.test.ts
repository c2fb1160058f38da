import { makeStore } from './store';
import { readPersistedState, restorePersistedState } from './persistence';
import { addFavorite, removeFavorite } from '../features/favorites/favoritesSlice';
import { addRecentSearch } from '../features/search/searchSlice';
import { makeTestClient } from '../test/renderWithProviders';

const matrix = {
  imdbID: 'tt0133093',
  title: 'The Matrix',
  year: '1999',
  type: 'movie',
  poster: null,
};

describe('persistence', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('writes favorites and recent searches under their keys when they change', () => {
    const store = makeStore({ omdb: makeTestClient() });
    store.dispatch(addFavorite(matrix));
    store.dispatch(addRecentSearch('Matrix'));
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual({ version: 1, items: [matrix] });
    expect(JSON.parse(localStorage.getItem('recentSearches')!)).toEqual(['matrix']);
    store.dispatch(removeFavorite('tt0133093'));
    expect(JSON.parse(localStorage.getItem('favorites')!).items).toEqual([]);
  });

  it('restores what was written', async () => {
    makeStore({ omdb: makeTestClient() }).dispatch(addFavorite(matrix));
    localStorage.setItem('recentSearches', JSON.stringify(['alien', 'matrix']));
    const restored = await restorePersistedState();
    expect(restored.favorites?.items).toEqual({ tt0133093: matrix });
    expect(restored.search?.recentSearches).toEqual(['alien', 'matrix']);
  });

  it('keeps an unreadable value aside before anything overwrites it, and logs', () => {
    localStorage.setItem('favorites', '{broken');
    const state = readPersistedState();
    expect(state.favorites?.items).toEqual({});
    expect(localStorage.getItem('favorites.backup')).toBe('{broken');
    expect(console.error).toHaveBeenCalled();
    makeStore({ omdb: makeTestClient(), preloadedState: state }).dispatch(addFavorite(matrix));
    expect(localStorage.getItem('favorites.backup')).toBe('{broken');
  });

  it('goes on in memory when storage throws on read and on write', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = makeStore({ omdb: makeTestClient(), preloadedState: readPersistedState() });
    expect(() => store.dispatch(addFavorite(matrix))).not.toThrow();
    expect(store.getState().favorites.items).toHaveProperty('tt0133093');
    expect(console.error).toHaveBeenCalled();
  });

  it('gives up restoring after the timeout and starts empty', async () => {
    vi.useFakeTimers();
    try {
      const never = () => new Promise<never>(() => {});
      const restoring = restorePersistedState(never, 5000);
      await vi.advanceTimersByTimeAsync(5000);
      await expect(restoring).resolves.toEqual({});
    } finally {
      vi.useRealTimers();
    }
  });
});
