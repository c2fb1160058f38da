import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { memoizeLast } from '../../../shared/lib/memoizeLast';
import { pickSummary, type MovieSummary } from '../../../api/types';
import { sameMovie, toFavorite, type FavoriteMovie } from './favoriteMovie';

export interface FavoritesState {
  /** Keyed by imdbID, in the order they were added. */
  items: Record<string, FavoriteMovie>;
  loading: boolean;
  error: string | null;
}

/**
 * What another tab or device changed: favorites it added (or whose data it changed) and ids it
 * removed. Worked out by data/ (local/favoritesMerge.ts), applied by `favoritesSynced`.
 */
export interface FavoritesChange {
  added: FavoriteMovie[];
  removed: string[];
}

export const initialFavoritesState: FavoritesState = { items: {}, loading: false, error: null };

/** The action's payload: the film's summary, stamped with the time it is added. */
const stamped = (movie: MovieSummary) => ({
  payload: toFavorite(movie, new Date().toISOString()),
});

/** The list in a stable array: the same items object gives the same array, so views do not re-render. */
const listOf = memoizeLast((items: FavoritesState['items']) => Object.values(items));

export const favoritesSlice = createSlice({
  name: 'favorites',
  initialState: initialFavoritesState,
  reducers: {
    addFavorite: {
      reducer(state, action: PayloadAction<FavoriteMovie>) {
        const movie = action.payload;
        if (!state.items[movie.imdbID]) state.items[movie.imdbID] = movie;
      },
      prepare: stamped,
    },
    removeFavorite(state, action: PayloadAction<string>) {
      delete state.items[action.payload];
    },
    toggleFavorite: {
      reducer(state, action: PayloadAction<FavoriteMovie>) {
        const movie = action.payload;
        if (state.items[movie.imdbID]) delete state.items[movie.imdbID];
        else state.items[movie.imdbID] = movie;
      },
      prepare: stamped,
    },
    clearFavorites(state) {
      state.items = {};
    },
    /** An import's chosen films, in one change: those already present are left as they are. */
    favoritesImported(state, action: PayloadAction<FavoriteMovie[]>) {
      for (const movie of action.payload) state.items[movie.imdbID] ??= movie;
    },
    /**
     * New records of favorites already present: the visitor's rating, watch days or note edited
     * (personal.ts makes the records), or an import's merged into ours. `addedAt` stays; an id
     * that is no longer a favorite is left out (it was removed meanwhile, maybe in another tab).
     */
    favoritesEdited(state, action: PayloadAction<FavoriteMovie[]>) {
      for (const movie of action.payload) {
        const known = state.items[movie.imdbID];
        if (known) state.items[movie.imdbID] = { ...movie, addedAt: known.addedAt };
      }
    },
    /** Newer data for a favorite (its details were opened): the summary changes, the rest stays. */
    favoriteRefreshed(state, action: PayloadAction<MovieSummary>) {
      const known = state.items[action.payload.imdbID];
      if (!known) return;
      const fresh = { ...known, ...pickSummary(action.payload) };
      if (!sameMovie(known, fresh)) state.items[fresh.imdbID] = fresh;
    },
    /** Another tab's edits (see data/local/favoritesMerge.ts): its version of an item wins, the rest of ours stays. */
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
    selectFavoriteList: (state) => listOf(state.items),
    selectFavoritesCount: (state) => Object.keys(state.items).length,
    selectIsFavorite: (state, imdbID: string) => Object.hasOwn(state.items, imdbID),
  },
});

export const {
  addFavorite,
  removeFavorite,
  toggleFavorite,
  clearFavorites,
  favoritesImported,
  favoritesEdited,
  favoriteRefreshed,
  favoritesSynced,
  setFavoritesLoading,
  setFavoritesError,
} = favoritesSlice.actions;
export const { selectFavoriteItems, selectFavoriteList, selectFavoritesCount, selectIsFavorite } =
  favoritesSlice.selectors;
