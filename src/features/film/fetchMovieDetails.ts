import { createAppThunk, fail } from '../../api/appThunk';
import type { MovieDetail } from '../../api/types';
import { storedDetailAfterFailure } from '../details';

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
