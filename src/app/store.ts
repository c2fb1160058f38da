import { combineReducers, configureStore } from '@reduxjs/toolkit';
// eslint-disable-next-line no-restricted-imports -- the typed hooks are made here, from the raw ones
import { useDispatch, useSelector } from 'react-redux';
import type { OmdbClient } from '../api/omdbClient';
import { favoritesSlice } from '../features/favorites/favoritesSlice';
import { moviesSlice } from '../features/movies/moviesSlice';
import type { ThunkExtra } from '../features/movies/thunks';
import { searchSlice } from '../features/search/searchSlice';
import type { Scheduler } from '../shared/lib/whenIdle';
import { persistChanges } from './persistence';

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
  /** Write favorites and recent searches to localStorage on change and follow other tabs (on in the app). */
  persist?: boolean;
  /** Stops following other tabs' storage writes: tests abort it, the app's store lives with the page. */
  signal?: AbortSignal;
  /** When a favorites change reaches storage: once the browser is idle, in the app (see persistence.ts). */
  scheduleFavoritesWrite?: Scheduler;
}

export function makeStore(options: StoreOptions) {
  const { omdb, preloadedState, persist = true, signal, scheduleFavoritesWrite } = options;
  const extraArgument: ThunkExtra = { omdb };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument } }),
  });
  if (persist) persistChanges(store, { signal, scheduleFavoritesWrite });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
