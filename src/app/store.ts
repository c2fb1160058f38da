import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { OmdbClient } from '../api/omdbClient';
import type { ThunkExtra } from '../api/appThunk';
import { favoritesSlice } from '../features/favorites/state/favoritesSlice';
import { filmSlice } from '../features/film';
import { moviesSlice } from '../features/search/results/moviesSlice';
import { searchSlice } from '../features/search/searchSlice';

// Combining calls every reducer to check it, and each slice builds its reducer at its first call:
// done in makeStore, in start-up's task for it, rather than in the app module's evaluation.
const makeRootReducer = () =>
  combineReducers({
    [moviesSlice.reducerPath]: moviesSlice.reducer,
    [searchSlice.reducerPath]: searchSlice.reducer,
    [favoritesSlice.reducerPath]: favoritesSlice.reducer,
    [filmSlice.reducerPath]: filmSlice.reducer,
  });

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;
export type PreloadedState = Partial<RootState>;

export interface StoreOptions {
  omdb: OmdbClient;
  preloadedState?: PreloadedState;
}

/**
 * The app's one store. It does not save: saving to localStorage and following other tabs is
 * data/local/persistence.ts's `persistChanges`, which the app loads beside the entry and adds once
 * it is in (main.tsx); tests that save use `makeSavingStore` (src/test/).
 */
export function makeStore({ omdb, preloadedState }: StoreOptions) {
  const extraArgument: ThunkExtra = { omdb };
  return configureStore({
    reducer: makeRootReducer(),
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
