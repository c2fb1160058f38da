import { useEffect, useRef, useState } from 'react';
import { imdbIdPattern } from '../../api/imdbId';
import type { MovieDetail } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fetchMovieDetails, selectFilm } from '../../features/film';
import { clearMoviesError } from '../../features/search/results/moviesSlice';

export type DetailsView =
  | { status: 'invalid' }
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'missing' }
  | { status: 'ready'; movie: MovieDetail };

/**
 * Loads the movie of the URL and says what to show (features/film). The page shows no film until
 * its own request for this very id has settled, so a movie opened before never flashes in place of
 * the one asked for. A film the server sent with the page (see ServedDetail) is shown at once, and
 * not asked for again.
 */
export function useMovieDetails(id: string): DetailsView {
  const dispatch = useAppDispatch();
  const valid = imdbIdPattern.test(id);
  const [settledId, setSettledId] = useState<string | null>(null);
  // Bumped by «Повторить»: the same id is asked for again, without a reload.
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef<{ abort: () => void } | null>(null);
  const { id: filmId, movie, error, served } = useAppSelector(selectFilm);
  const servedHere = served && filmId === id;

  useEffect(() => {
    if (!valid || servedHere) return;
    // Only a request superseded by a newer one is aborted: the slices ignore aborted requests, so
    // aborting on leaving the page would leave the movies state's `loading` stuck for the next screen.
    inFlight.current?.abort();
    const request = dispatch(fetchMovieDetails(id));
    inFlight.current = request;
    void request.then(() => {
      if (inFlight.current === request) setSettledId(id);
    });
  }, [dispatch, id, valid, attempt, servedHere]);

  // A failed detail must not greet the user on the search page (the spec's movies state has it too).
  useEffect(
    () => () => {
      dispatch(clearMoviesError());
    },
    [dispatch],
  );

  if (!valid) return { status: 'invalid' };
  if (servedHere) return movie ? { status: 'ready', movie } : { status: 'missing' };
  // Asked for and not answered yet: a request's answer is a film or an error.
  if (settledId !== id || (movie === null && error === null)) return { status: 'loading' };
  if (error)
    return { status: 'error', message: error, retry: () => setAttempt((count) => count + 1) };
  const isThisMovie = movie !== null && movie.imdbID.toLowerCase() === id.toLowerCase();
  return isThisMovie ? { status: 'ready', movie } : { status: 'missing' };
}
