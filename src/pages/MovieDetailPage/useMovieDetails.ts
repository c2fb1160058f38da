import { useEffect, useRef, useState } from 'react';
import { imdbIdPattern } from '../../api/imdbId';
import { isDetail, type MovieDetail } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  clearMoviesError,
  selectCurrentMovie,
  selectMoviesError,
  selectMoviesLoading,
  selectServedDetail,
} from '../../features/search/results/moviesSlice';
import { fetchMovieDetails } from '../../features/search/results/thunks';

export type DetailsView =
  | { status: 'invalid' }
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'missing' }
  | { status: 'ready'; movie: MovieDetail };

/**
 * Loads the movie of the URL and says what to show. The page never shows the store's
 * currentMovie until the request for this very id has settled, so a movie opened before
 * (or left by a search) never flashes in place of the one asked for. A film the server sent with
 * the page (see ServedDetail) is shown at once, and not asked for again.
 */
export function useMovieDetails(id: string): DetailsView {
  const dispatch = useAppDispatch();
  const valid = imdbIdPattern.test(id);
  const [settledId, setSettledId] = useState<string | null>(null);
  // Bumped by «Повторить»: the same id is asked for again, without a reload.
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef<{ abort: () => void } | null>(null);
  const movie = useAppSelector(selectCurrentMovie);
  const loading = useAppSelector(selectMoviesLoading);
  const error = useAppSelector(selectMoviesError);
  const served = useAppSelector(selectServedDetail);
  const servedHere = served !== null && served.id === id;

  useEffect(() => {
    if (!valid || servedHere) return;
    // Only a request superseded by a newer one is aborted: the slice ignores aborted requests,
    // so aborting on leaving the page would leave `loading` stuck for the next screen.
    inFlight.current?.abort();
    const request = dispatch(fetchMovieDetails(id));
    inFlight.current = request;
    void request.then(() => {
      if (inFlight.current === request) setSettledId(id);
    });
  }, [dispatch, id, valid, attempt, servedHere]);

  // A failed detail must not greet the user on the search page.
  useEffect(
    () => () => {
      dispatch(clearMoviesError());
    },
    [dispatch],
  );

  if (!valid) return { status: 'invalid' };
  if (servedHere)
    return served.movie ? { status: 'ready', movie: served.movie } : { status: 'missing' };
  if (settledId !== id || loading) return { status: 'loading' };
  if (error)
    return { status: 'error', message: error, retry: () => setAttempt((count) => count + 1) };
  const isThisMovie = isDetail(movie) && movie.imdbID.toLowerCase() === id.toLowerCase();
  return isThisMovie ? { status: 'ready', movie } : { status: 'missing' };
}
