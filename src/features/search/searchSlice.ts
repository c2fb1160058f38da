import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { NO_FILTERS, type SearchFilters } from './filters';
import { withRecentSearch } from './query';

export interface SearchState {
  query: string;
  /** The type and year a title search is narrowed to. */
  filters: SearchFilters;
  recentSearches: string[];
  loading: boolean;
  /** A validation warning for the current input, or null. */
  error: string | null;
}

export const initialSearchState: SearchState = {
  query: '',
  filters: NO_FILTERS,
  recentSearches: [],
  loading: false,
  error: null,
};

export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    setQuery(state, action: PayloadAction<string>) {
      state.query = action.payload;
      state.error = null;
    },
    setFilters(state, action: PayloadAction<SearchFilters>) {
      state.filters = action.payload;
    },
    addRecentSearch(state, action: PayloadAction<string>) {
      state.recentSearches = withRecentSearch(state.recentSearches, action.payload);
    },
    removeRecentSearch(state, action: PayloadAction<string>) {
      state.recentSearches = state.recentSearches.filter((item) => item !== action.payload);
    },
    clearRecentSearches(state) {
      state.recentSearches = [];
    },
    /** Another tab's list replaces ours: recent searches are one list, the last write wins. */
    recentSearchesSynced(state, action: PayloadAction<string[]>) {
      state.recentSearches = action.payload;
    },
    setLoading(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    setError(state, action: PayloadAction<string>) {
      state.error = action.payload;
      state.loading = false;
    },
    clearError(state) {
      state.error = null;
    },
  },
  selectors: {
    selectQuery: (state) => state.query,
    selectFilters: (state) => state.filters,
    selectRecentSearches: (state) => state.recentSearches,
    selectSearchWarning: (state) => state.error,
    /** A search run by this page is in flight (the movies slice's flag also covers detail requests). */
    selectSearchLoading: (state) => state.loading,
  },
});

export const {
  setQuery,
  setFilters,
  addRecentSearch,
  removeRecentSearch,
  clearRecentSearches,
  recentSearchesSynced,
  setLoading,
  setError,
  clearError,
} = searchSlice.actions;
export const {
  selectQuery,
  selectFilters,
  selectRecentSearches,
  selectSearchWarning,
  selectSearchLoading,
} = searchSlice.selectors;
