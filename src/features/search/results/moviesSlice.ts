import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MovieDetail, MovieSummary } from '../../../api/types';
import { text } from '../../../shared/text';
import { detailServed, fetchMovieDetails } from '../../film';
import { NO_FILTERS, type SearchFilters } from '../filters';
import { searchMovies, type SearchArgs } from './thunks';

/**
 * The spec's movies state: the search's results, and the current movie, which the search and the
 * film pages both set (a film page itself shows features/film's state).
 */
export interface MoviesState {
  movies: MovieSummary[];
  currentMovie: MovieSummary | MovieDetail | undefined;
  loading: boolean;
  error: string | null;
  query: string;
  /** The filters the shown results were searched with (none for an id lookup). */
  filters: SearchFilters;
  totalResults: number;
  currentPage: number;
}

export const initialMoviesState: MoviesState = {
  movies: [],
  currentMovie: undefined,
  loading: false,
  error: null,
  query: '',
  filters: NO_FILTERS,
  totalResults: 0,
  currentPage: 1,
};

function appendNew(list: MovieSummary[], more: MovieSummary[]): MovieSummary[] {
  const known = new Set(list.map((movie) => movie.imdbID));
  return [...list, ...more.filter((movie) => !known.has(movie.imdbID))];
}

export const moviesSlice = createSlice({
  name: 'movies',
  initialState: initialMoviesState,
  reducers: {
    setCurrentPage(state, action: PayloadAction<number>) {
      state.currentPage = action.payload;
    },
    // The caller aborts any search in flight, so nothing is loading any more either.
    clearMovies: () => initialMoviesState,
    /** Forgets a failure once its screen is left, so it never shows on another page. */
    clearMoviesError(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(detailServed, (state, { payload }) => {
        state.currentMovie = payload.movie ?? undefined;
      })
      .addCase(searchMovies.pending, (state, { meta }) => {
        state.loading = true;
        state.error = null;
        // Load-more: the page number moves before the request and moves back if it fails.
        if (meta.arg.page > 1) state.currentPage = meta.arg.page;
      })
      .addCase(searchMovies.fulfilled, (state, { payload, meta }) => {
        state.loading = false;
        state.query = meta.arg.query;
        state.filters = (!meta.arg.byId && meta.arg.filters) || NO_FILTERS;
        state.totalResults = payload.totalResults;
        state.currentPage = meta.arg.page;
        state.movies =
          meta.arg.page === 1 ? payload.movies : appendNew(state.movies, payload.movies);
        if (!state.currentMovie && state.movies.length > 0) state.currentMovie = state.movies[0];
      })
      .addCase(searchMovies.rejected, (state, { error, meta }) => {
        if (meta.aborted) return; // superseded by a newer request, which owns the state now
        state.loading = false;
        state.error = error.message || text.errors.searchFailed;
        if (meta.arg.page > 1) {
          state.currentPage = meta.arg.page - 1; // what was loaded stays; a retry is offered
          return;
        }
        state.movies = [];
        state.currentMovie = undefined;
        state.totalResults = 0;
      })
      .addCase(fetchMovieDetails.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchMovieDetails.fulfilled, (state, { payload }) => {
        state.loading = false;
        state.currentMovie = payload;
      })
      .addCase(fetchMovieDetails.rejected, (state, { error, meta }) => {
        if (meta.aborted) return;
        state.loading = false;
        state.error = error.message || text.errors.detailsFailed;
        state.currentMovie = undefined;
      });
  },
  selectors: {
    selectMovies: (state) => state.movies,
    selectCurrentMovie: (state) => state.currentMovie,
    selectMoviesLoading: (state) => state.loading,
    selectMoviesError: (state) => state.error,
    selectResultsQuery: (state) => state.query,
    selectResultsFilters: (state) => state.filters,
    selectTotalResults: (state) => state.totalResults,
    selectCurrentPage: (state) => state.currentPage,
    selectHasMore: (state) => state.movies.length > 0 && state.movies.length < state.totalResults,
    /** The results' search, one page further: a new object each time, to select with shallowEqual. */
    selectNextPage: (state): SearchArgs => ({
      query: state.query,
      page: state.currentPage + 1,
      byId: false,
      filters: state.filters,
    }),
  },
});

export const { setCurrentPage, clearMovies, clearMoviesError } = moviesSlice.actions;
export const {
  selectMovies,
  selectCurrentMovie,
  selectMoviesLoading,
  selectMoviesError,
  selectResultsQuery,
  selectResultsFilters,
  selectTotalResults,
  selectCurrentPage,
  selectHasMore,
  selectNextPage,
} = moviesSlice.selectors;
