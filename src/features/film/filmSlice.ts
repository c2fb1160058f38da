import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MovieDetail } from '../../api/types';
import { text } from '../../shared/text';
import { fetchMovieDetails } from './fetchMovieDetails';

/**
 * A film the server rendered into the page (or found no film for), sent with the HTML: the film
 * page shows it without asking OMDb again.
 */
export interface ServedDetail {
  id: string;
  /** Null when OMDb knows no film of this id (the page answered 404). */
  movie: MovieDetail | null;
}

/**
 * The film a detail page shows: the last one asked for and how that request went (the page knows
 * when it is in), or the one the server sent. The spec's movies state follows the same requests
 * with its own `currentMovie`, `loading` and `error` (search/results/moviesSlice.ts), which a
 * search shares; the page reads only this, so a search never shows through it.
 */
export interface FilmState {
  /** The id asked for last, or served; null before any. */
  id: string | null;
  movie: MovieDetail | null;
  error: string | null;
  /** `movie` came with the page: it is not asked for again. */
  served: boolean;
}

export const initialFilmState: FilmState = {
  id: null,
  movie: null,
  error: null,
  served: false,
};

export const filmSlice = createSlice({
  name: 'film',
  initialState: initialFilmState,
  reducers: {
    detailServed: (_state, { payload }: PayloadAction<ServedDetail>) => ({
      ...payload,
      error: null,
      served: true,
    }),
  },
  extraReducers: (builder) => {
    builder
      // The page aborts a request it no longer needs before it asks for the next one.
      .addCase(fetchMovieDetails.pending, (_state, { meta }) => ({
        ...initialFilmState,
        id: meta.arg,
      }))
      .addCase(fetchMovieDetails.fulfilled, (state, { payload, meta }) => {
        if (meta.arg === state.id) state.movie = payload;
      })
      .addCase(fetchMovieDetails.rejected, (state, { error, meta }) => {
        if (meta.arg === state.id && !meta.aborted)
          state.error = error.message || text.errors.detailsFailed;
      });
  },
});

export const { detailServed } = filmSlice.actions;
export const selectFilm = (state: { film: FilmState }) => state.film;
