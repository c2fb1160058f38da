import { combineReducers, configureStore } from '@reduxjs/toolkit';
// eslint-disable-next-line no-restricted-imports -- the typed hooks are made here, from the raw ones
import { useDispatch, useSelector } from 'react-redux';
import type { OmdbClient } from '../api/omdbClient';
import { favoritesSlice } from '../features/favorites/favoritesSlice';
import { moviesSlice } from '../features/movies/moviesSlice';
import type { ThunkExtra } from '../features/movies/thunks';
import { searchSlice } from '../features/search/searchSlice';

const rootReducer = combineReducers({
  [moviesSlice.reducerPath]: moviesSlice.reducer,
  [searchSlice.reducerPath]: searchSlice.reducer,
  [favoritesSlice.reducerPath]: favoritesSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

export interface StoreOptions {
  omdb: OmdbClient;
  preloadedState?: PreloadedState;
}

/**
 * The store alone. Saving to localStorage and following other tabs is persistence.ts's
 * `persistChanges`, which the app loads beside the entry (see main.tsx) and `makeStore` adds.
 */
export function createStore({ omdb, preloadedState }: StoreOptions) {
  const extraArgument: ThunkExtra = { omdb };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument } }),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
