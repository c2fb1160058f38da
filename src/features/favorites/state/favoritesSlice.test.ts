import type { MovieSummary } from '../../../api/types';
import type { FavoriteMovie } from './favoriteMovie';
import {
  addFavorite,
  clearFavorites,
  favoriteRefreshed,
  favoritesEdited,
  favoritesImported,
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
import { theMatrix } from '../favorites.fixtures';
import { makeFilm } from '../../../test/factories';

const reduce = favoritesSlice.reducer;
const alien = makeFilm(78748, { title: 'Alien', year: '1979' });

describe('favoritesSlice', () => {
  it('adds a movie once, keyed by imdbID, with the time it was added', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T09:30:00Z') });
    try {
      let state = reduce(initialFavoritesState, addFavorite(theMatrix));
      vi.setSystemTime(new Date('2026-11-25T09:30:00Z'));
      state = reduce(state, addFavorite({ ...theMatrix, title: 'Changed' }));
      expect(state.items).toEqual({
        tt0133093: { ...theMatrix, addedAt: '2026-11-24T09:30:00.000Z' },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds an import’s films in one change, leaving those already present as they were', () => {
    const dated = (movie: MovieSummary, addedAt: string | null): FavoriteMovie => ({
      ...movie,
      addedAt,
    });
    const start = reduce(initialFavoritesState, addFavorite(theMatrix));
    const before = start.items.tt0133093;
    const state = reduce(
      start,
      favoritesImported([dated(theMatrix, null), dated(alien, '2020-01-01T00:00:00.000Z')]),
    );
    expect(Object.keys(state.items)).toEqual(['tt0133093', 'tt0078748']);
    expect(state.items.tt0133093).toBe(before);
    expect(state.items.tt0078748.addedAt).toBe('2020-01-01T00:00:00.000Z');
  });

  it('refreshes a favorite’s summary but keeps when it was added, and ignores other films', () => {
    const start = reduce(initialFavoritesState, addFavorite(theMatrix));
    const { addedAt } = start.items.tt0133093;
    const state = reduce(start, favoriteRefreshed({ ...theMatrix, poster: '/new.svg' }));
    expect(state.items.tt0133093).toEqual({ ...theMatrix, poster: '/new.svg', addedAt });
    expect(reduce(state, favoriteRefreshed({ ...theMatrix, poster: '/new.svg' }))).toBe(state);
    expect(reduce(state, favoriteRefreshed(alien))).toBe(state);
  });

  it('removes by imdbID', () => {
    const state = reduce(
      reduce(initialFavoritesState, addFavorite(theMatrix)),
      removeFavorite('tt0133093'),
    );
    expect(state.items).toEqual({});
  });

  it('toggles: adds when absent, removes when present', () => {
    const added = reduce(initialFavoritesState, toggleFavorite(theMatrix));
    expect(Object.keys(added.items)).toEqual(['tt0133093']);
    expect(reduce(added, toggleFavorite(theMatrix)).items).toEqual({});
  });

  it('clears all', () => {
    const state = reduce(reduce(initialFavoritesState, addFavorite(theMatrix)), addFavorite(alien));
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
      reduce(initialFavoritesState, addFavorite(theMatrix)),
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

describe('edited favorites', () => {
  const withMatrix = () => reduce(initialFavoritesState, addFavorite(theMatrix));

  it('replaces a favorite’s record but keeps when it was added', () => {
    const state = withMatrix();
    const addedAt = state.items[theMatrix.imdbID].addedAt;
    const edited: FavoriteMovie = {
      ...theMatrix,
      addedAt: null,
      rating: 9,
      watched: ['2024-05-03'],
    };
    const next = reduce(state, favoritesEdited([edited]));
    expect(next.items[theMatrix.imdbID]).toEqual({ ...edited, addedAt });
  });

  it('leaves out a film that is not a favorite (removed meanwhile)', () => {
    const edited: FavoriteMovie = { ...alien, addedAt: null, rating: 9 };
    expect(reduce(withMatrix(), favoritesEdited([edited])).items).not.toHaveProperty(alien.imdbID);
  });

  it('keeps the personal fields when the film’s summary is refreshed', () => {
    let state = withMatrix();
    state = reduce(state, favoritesEdited([{ ...state.items[theMatrix.imdbID], rating: 9 }]));
    state = reduce(state, favoriteRefreshed({ ...theMatrix, poster: '/new.svg' }));
    expect(state.items[theMatrix.imdbID]).toMatchObject({ poster: '/new.svg', rating: 9 });
  });
});
