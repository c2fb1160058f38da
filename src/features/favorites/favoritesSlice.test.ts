import type { MovieSummary } from '../../api/types';
import {
  addFavorite,
  clearFavorites,
  favoritesSlice,
  initialFavoritesState,
  removeFavorite,
  selectFavoriteList,
  selectFavoritesCount,
  selectIsFavorite,
  setFavoritesError,
  setFavoritesLoading,
  toggleFavorite,
} from './favoritesSlice';

const reduce = favoritesSlice.reducer;
const matrix: MovieSummary = {
  imdbID: 'tt0133093',
  title: 'The Matrix',
  year: '1999',
  type: 'movie',
  poster: null,
};
const alien: MovieSummary = {
  imdbID: 'tt0078748',
  title: 'Alien',
  year: '1979',
  type: 'movie',
  poster: null,
};

describe('favoritesSlice', () => {
  it('adds a movie once, keyed by imdbID', () => {
    let state = reduce(initialFavoritesState, addFavorite(matrix));
    state = reduce(state, addFavorite({ ...matrix, title: 'Changed' }));
    expect(state.items).toEqual({ tt0133093: matrix });
  });

  it('removes by imdbID', () => {
    const state = reduce(
      reduce(initialFavoritesState, addFavorite(matrix)),
      removeFavorite('tt0133093'),
    );
    expect(state.items).toEqual({});
  });

  it('toggles: adds when absent, removes when present', () => {
    const added = reduce(initialFavoritesState, toggleFavorite(matrix));
    expect(Object.keys(added.items)).toEqual(['tt0133093']);
    expect(reduce(added, toggleFavorite(matrix)).items).toEqual({});
  });

  it('clears all', () => {
    const state = reduce(reduce(initialFavoritesState, addFavorite(matrix)), addFavorite(alien));
    expect(reduce(state, clearFavorites()).items).toEqual({});
  });

  it('sets and clears loading and error', () => {
    const busy = reduce(initialFavoritesState, setFavoritesLoading(true));
    expect(busy.loading).toBe(true);
    const failed = reduce(busy, setFavoritesError('oops'));
    expect(failed.error).toBe('oops');
    expect(reduce(failed, setFavoritesError(null)).error).toBeNull();
  });

  it('selects the list in the order added, the count and membership', () => {
    const favorites = reduce(
      reduce(initialFavoritesState, addFavorite(matrix)),
      addFavorite(alien),
    );
    const root = { favorites };
    expect(selectFavoriteList(root).map((movie) => movie.title)).toEqual(['The Matrix', 'Alien']);
    expect(selectFavoriteList(root)).toBe(selectFavoriteList(root));
    expect(selectFavoritesCount(root)).toBe(2);
    expect(selectIsFavorite(root, 'tt0078748')).toBe(true);
    expect(selectIsFavorite(root, 'tt0000001')).toBe(false);
  });
});
