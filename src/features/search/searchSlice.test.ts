import {
  addRecentSearch,
  clearError,
  clearRecentSearches,
  initialSearchState,
  removeRecentSearch,
  searchSlice,
  setError,
  setLoading,
  setQuery,
} from './searchSlice';

const reduce = searchSlice.reducer;

describe('searchSlice', () => {
  it('setQuery records the query and clears the error', () => {
    const state = reduce({ ...initialSearchState, error: 'warning' }, setQuery('matrix'));
    expect(state).toMatchObject({ query: 'matrix', error: null });
  });

  it('adds recent searches by the recent-search rule', () => {
    let state = reduce(initialSearchState, addRecentSearch('  Alien '));
    state = reduce(state, addRecentSearch('up'));
    state = reduce(state, addRecentSearch('Matrix'));
    state = reduce(state, addRecentSearch('ALIEN'));
    expect(state.recentSearches).toEqual(['alien', 'matrix']);
  });

  it('removes one or all recent searches', () => {
    const filled = { ...initialSearchState, recentSearches: ['alien', 'matrix'] };
    expect(reduce(filled, removeRecentSearch('alien')).recentSearches).toEqual(['matrix']);
    expect(reduce(filled, clearRecentSearches()).recentSearches).toEqual([]);
  });

  it('setError stores the message and stops loading; clearError removes it', () => {
    const loading = reduce(initialSearchState, setLoading(true));
    expect(loading.loading).toBe(true);
    const failed = reduce(loading, setError('oops'));
    expect(failed).toMatchObject({ loading: false, error: 'oops' });
    expect(reduce(failed, clearError()).error).toBeNull();
  });
});
