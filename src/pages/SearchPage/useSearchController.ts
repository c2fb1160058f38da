import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/store';
import {
  clearMovies,
  selectCurrentPage,
  selectMoviesError,
  selectResultsQuery,
} from '../../features/movies/moviesSlice';
import { searchMovies } from '../../features/movies/thunks';
import {
  checkQuery,
  DEBOUNCE_MS,
  hasCyrillic,
  isImdbId,
  MIN_QUERY_LENGTH,
} from '../../features/search/query';
import {
  addRecentSearch,
  clearError,
  selectQuery,
  selectSearchLoading,
  selectSearchWarning,
  setError,
  setLoading,
  setQuery,
} from '../../features/search/searchSlice';
import { text } from '../../shared/text';

interface Abortable {
  abort: () => void;
}

/**
 * The search flow of §4: debounced typing, immediate Enter, validation, and one search in flight at
 * a time — a newer search aborts the older one, so a stale answer never lands.
 */
export function useSearchController() {
  const dispatch = useAppDispatch();
  const activeQuery = useAppSelector(selectQuery);
  const storedWarning = useAppSelector(selectSearchWarning);
  const loading = useAppSelector(selectSearchLoading);
  const resultsQuery = useAppSelector(selectResultsQuery);
  const currentPage = useAppSelector(selectCurrentPage);
  const error = useAppSelector(selectMoviesError);

  const [input, setInput] = useState(activeQuery);
  const [loadingMore, setLoadingMore] = useState(false);
  const inFlight = useRef<Abortable | null>(null);
  /** Tries left for a search that failed offline, once the network is back. */
  const reconnectTries = useRef(0);
  // What the debounce last handled, so it never repeats a search the user already ran.
  const lastRun = useRef(activeQuery);

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

  const run = useCallback(
    (raw: string) => {
      const check = checkQuery(raw);
      lastRun.current = raw.trim();
      if (check.kind === 'tooGeneral') dispatch(setError(check.warning));
      if (check.kind !== 'title' && check.kind !== 'id') return;
      dispatch(setQuery(check.query));
      dispatch(addRecentSearch(check.query));
      setLoadingMore(false);
      track(dispatch(searchMovies({ query: check.query, page: 1, byId: check.kind === 'id' })));
    },
    [dispatch, track],
  );

  const clear = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    lastRun.current = '';
    setInput('');
    setLoadingMore(false);
    dispatch(setQuery(''));
    dispatch(setLoading(false));
    dispatch(clearMovies());
  }, [dispatch]);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (input === '') {
        if (lastRun.current !== '' || activeQuery !== '') clear();
        return;
      }
      const trimmed = input.trim();
      if (trimmed.length >= MIN_QUERY_LENGTH && trimmed !== lastRun.current) run(input);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, activeQuery, run, clear]);

  const changeInput = useCallback(
    (value: string) => {
      setInput(value);
      if (storedWarning) dispatch(clearError());
    },
    [dispatch, storedWarning],
  );

  const loadMore = useCallback(() => {
    setLoadingMore(true);
    track(dispatch(searchMovies({ query: resultsQuery, page: currentPage + 1, byId: false })), () =>
      setLoadingMore(false),
    );
  }, [dispatch, track, resultsQuery, currentPage]);

  /** «Повторить» on a failed search: the active query again, from its first page. */
  const retry = useCallback(() => {
    if (activeQuery === '') return;
    setLoadingMore(false);
    track(dispatch(searchMovies({ query: activeQuery, page: 1, byId: isImdbId(activeQuery) })));
  }, [dispatch, track, activeQuery]);

  // A search that failed for want of a network runs again by itself when the network returns; the
  // network may take a moment to carry requests again, so up to three tries, a second apart.
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

  const check = checkQuery(input);
  return {
    input,
    changeInput,
    submit: () => run(input),
    selectRecent: (query: string) => {
      setInput(query);
      run(query);
    },
    clear,
    loadMore,
    retry,
    loading,
    loadingMore: loading && loadingMore,
    activeQuery,
    canSubmit: !loading && input.trim().length >= MIN_QUERY_LENGTH,
    warning: storedWarning ?? (check.kind === 'tooShort' ? check.warning : null),
    hint: hasCyrillic(input) ? text.search.cyrillicHint : null,
  };
}
