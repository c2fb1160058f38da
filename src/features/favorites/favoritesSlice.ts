import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MovieSummary } from '../../api/types';
import { sameMovie, type FavoritesChange } from './favoritesSync';

export interface FavoritesState {
  /** Keyed by imdbID, in the order they were added. */
  items: Record<string, MovieSummary>;
  loading: boolean;
  error: string | null;
}

export const initialFavoritesState: FavoritesState = { items: {}, loading: false, error: null };

export const favoritesSlice = createSlice({
  name: 'favorites',
  initialState: initialFavoritesState,
  reducers: {
    addFavorite(state, action: PayloadAction<MovieSummary>) {
      const movie = action.payload;
      if (!state.items[movie.imdbID]) state.items[movie.imdbID] = movie;
    },
    removeFavorite(state, action: PayloadAction<string>) {
      delete state.items[action.payload];
    },
    toggleFavorite(state, action: PayloadAction<MovieSummary>) {
      const movie = action.payload;
      if (state.items[movie.imdbID]) delete state.items[movie.imdbID];
      else state.items[movie.imdbID] = movie;
    },
    clearFavorites(state) {
      state.items = {};
    },
    /** Another tab's edits (see favoritesSync.ts): its version of an item wins, the rest of ours stays. */
    favoritesSynced(state, action: PayloadAction<FavoritesChange>) {
      for (const id of action.payload.removed) delete state.items[id];
      for (const movie of action.payload.added) {
        const known = state.items[movie.imdbID];
        // Unchanged items keep their object, so an echo of our own list changes nothing.
        if (!known || !sameMovie(known, movie)) state.items[movie.imdbID] = movie;
      }
    },
    setFavoritesLoading(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    setFavoritesError(state, action: PayloadAction<string | null>) {
      state.error = action.payload;
    },
  },
  selectors: {
    selectFavoriteItems: (state) => state.items,
    selectFavoriteList: createSelector([(state: FavoritesState) => state.items], (items) =>
      Object.values(items),
    ),
    selectFavoritesCount: (state) => Object.keys(state.items).length,
    selectIsFavorite: (state, imdbID: string) => Object.hasOwn(state.items, imdbID),
  },
});

export const {
  addFavorite,
  removeFavorite,
  toggleFavorite,
  clearFavorites,
  favoritesSynced,
  setFavoritesLoading,
  setFavoritesError,
} = favoritesSlice.actions;
export const { selectFavoriteItems, selectFavoriteList, selectFavoritesCount, selectIsFavorite } =
  favoritesSlice.selectors;
