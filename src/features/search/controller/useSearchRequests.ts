import { useCallback, useEffect, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { text } from '../../../shared/text';
import type { SearchFilters } from '../filters';
import { isImdbId } from '../query';
import { selectMoviesError, selectNextPage } from '../results/moviesSlice';
import { searchMovies } from '../results/thunks';
import {
  addRecentSearch,
  selectFilters,
  selectQuery,
  setFilters,
  setLoading,
  setQuery,
} from '../searchSlice';

interface Abortable {
  abort: () => void;
}

/**
 * The search's requests, one in flight at a time: a newer one aborts the older, so a stale answer
 * never lands. A search that failed for want of a network runs again when the network returns.
 */
export function useSearchRequests() {
  const dispatch = useAppDispatch();
  const activeQuery = useAppSelector(selectQuery);
  const filters = useAppSelector(selectFilters);
  const nextPage = useAppSelector(selectNextPage, shallowEqual);
  const error = useAppSelector(selectMoviesError);
  const [loadingMore, setLoadingMore] = useState(false);
  const inFlight = useRef<Abortable | null>(null);
  /** Tries left for a search that failed offline, once the network is back. */
  const reconnectTries = useRef(0);

  const track = useCallback(
    (promise: Promise<unknown> & Abortable, onSettled?: () => void) => {
      inFlight.current?.abort();
      inFlight.current = promise;
      dispatch(setLoading(true));
      void promise.finally(() => {
        onSettled?.();
        if (inFlight.current === promise) {
          inFlight.current = null;
          dispatch(setLoading(false));
        }
      });
    },
    [dispatch],
  );

  /** A new search, from its first page: it becomes the active one, and a recent one. */
  const searchFirstPage = useCallback(
    (query: string, byId: boolean, searchFilters: SearchFilters) => {
      dispatch(setQuery(query));
      dispatch(setFilters(searchFilters));
      dispatch(addRecentSearch(query));
      setLoadingMore(false);
      track(dispatch(searchMovies({ query, page: 1, byId, filters: searchFilters })));
    },
    [dispatch, track],
  );

  const abort = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setLoadingMore(false);
    dispatch(setLoading(false));
  }, [dispatch]);

  const loadMore = useCallback(() => {
    setLoadingMore(true);
    track(dispatch(searchMovies(nextPage)), () => setLoadingMore(false));
  }, [dispatch, track, nextPage]);

  /** «Повторить» on a failed search: the active query again, from its first page. */
  const retry = useCallback(() => {
    if (activeQuery === '') return;
    setLoadingMore(false);
    const byId = isImdbId(activeQuery);
    track(dispatch(searchMovies({ query: activeQuery, page: 1, byId, filters })));
  }, [dispatch, track, activeQuery, filters]);

  // The network may take a moment to carry requests again: up to three tries, a second apart.
  useEffect(() => {
    const offline = error === text.errors.offline;
    if (offline) reconnectTries.current = 3;
    else if (error !== text.errors.network || reconnectTries.current === 0) return;
    const again = () => {
      reconnectTries.current -= 1;
      retry();
    };
    if (!offline) {
      const timer = setTimeout(again, 1000);
      return () => clearTimeout(timer);
    }
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [error, retry]);

  return { searchFirstPage, abort, loadMore, retry, loadingMore };
}
