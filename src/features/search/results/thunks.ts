import { createAppThunk, fail } from '../../../api/appThunk';
import type { SearchResult } from '../../../api/types';
import { text } from '../../../shared/text';
import type { SearchFilters } from '../filters';

export interface SearchArgs {
  query: string;
  page: number;
  /** An IMDb id: looked up directly, giving one result or none (filters do not apply). */
  byId: boolean;
  filters?: SearchFilters;
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
