import { createAsyncThunk } from '@reduxjs/toolkit';
import { errorMessage } from '../../../api/errors';
import type { OmdbClient } from '../../../api/omdbClient';
import type { MovieDetail, SearchResult } from '../../../api/types';
import { text } from '../../../shared/text';
import type { SearchFilters } from '../filters';
import { storedDetailAfterFailure } from '../../details';

export interface ThunkExtra {
  omdb: OmdbClient;
}

const createAppThunk = createAsyncThunk.withTypes<{ extra: ThunkExtra }>();

export interface SearchArgs {
  query: string;
  page: number;
  /** An IMDb id: looked up directly, giving one result or none (filters do not apply). */
  byId: boolean;
  filters?: SearchFilters;
}

/** Rethrows with the user-facing text, after logging; an aborted request is not a failure worth logging. */
function fail(what: string, error: unknown, signal: AbortSignal): never {
  if (!signal.aborted) console.error(`[movies] ${what} failed:`, error);
  throw new Error(errorMessage(error));
}

export const searchMovies = createAppThunk<SearchResult, SearchArgs>(
  'movies/search',
  async ({ query, page, byId, filters }, { extra, signal }) => {
    try {
      return byId
        ? await extra.omdb.lookup(query, signal)
        : await extra.omdb.search(query, page, signal, filters);
    } catch (error) {
      // Offline and not answered from the service worker's cache: say so, and point to what is kept.
      if (!navigator.onLine) throw new Error(text.errors.offline, { cause: error });
      return fail('search', error, signal);
    }
  },
);

export const fetchMovieDetails = createAppThunk<MovieDetail, string>(
  'movies/details',
  async (imdbID, { extra, signal }) => {
    try {
      return await extra.omdb.details(imdbID, signal);
    } catch (error) {
      // Unreachable, the details store may still hold the film (a favorite, or a film opened before).
      const stored = signal.aborted ? null : await storedDetailAfterFailure(imdbID, error);
      return stored ?? fail('details', error, signal);
    }
  },
);
