import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useAppDispatch, useAppSelector } from '../../app/store';
import {
  clearMovies,
  selectCurrentPage,
  selectMoviesError,
  selectResultsFilters,
  selectResultsQuery,
} from '../../features/movies/moviesSlice';
import { searchMovies } from '../../features/movies/thunks';
import {
  FIRST_FILM_YEAR,
  hasFilters,
  lastSearchYear,
  NO_FILTERS,
  parseSearchYear,
  sameFilters,
  type SearchFilters,
  type SearchType,
} from '../../features/search/filters';
import {
  checkQuery,
  DEBOUNCE_MS,
  hasCyrillic,
  isImdbId,
  MIN_QUERY_LENGTH,
} from '../../features/search/query';
import {
  readSearchAddress,
  searchAddressFor,
  withoutEmptyFilters,
} from '../../features/search/searchAddress';
import {
  addRecentSearch,
  clearError,
  selectFilters,
  selectQuery,
  selectSearchLoading,
  selectSearchWarning,
  setError,
  setFilters,
  setLoading,
  setQuery,
} from '../../features/search/searchSlice';
import { text } from '../../shared/text';

interface Abortable {
  abort: () => void;
}

/**
 * How a search changes the address: typing replaces the current entry, a deliberate choice (Enter,
 * the button, a chip, a filter) adds one, and a search read from the address leaves it as it is.
 */
type AddressChange = 'push' | 'replace' | 'none';

/** The year field's text for a set of filters. */
const yearText = ({ year }: SearchFilters) => (year === null ? '' : String(year));

const badYearWarning = () => text.search.badYear(FIRST_FILM_YEAR, lastSearchYear());

/**
 * The search flow of §4: debounced typing, immediate Enter, validation, and one search in flight at
 * a time — a newer search aborts the older one, so a stale answer never lands. The search lives in
 * the address too (`?q=…&type=…&y=…`), so a reload, a shared link and Back/Forward show it again.
 */
export function useSearchController() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const activeQuery = useAppSelector(selectQuery);
  const filters = useAppSelector(selectFilters);
  const storedWarning = useAppSelector(selectSearchWarning);
  const loading = useAppSelector(selectSearchLoading);
  const resultsQuery = useAppSelector(selectResultsQuery);
  const resultsFilters = useAppSelector(selectResultsFilters);
  const currentPage = useAppSelector(selectCurrentPage);
  const error = useAppSelector(selectMoviesError);

  const [input, setInput] = useState(activeQuery);
  const [yearInput, setYearInput] = useState(yearText(filters));
  const [filterWarning, setFilterWarning] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const inFlight = useRef<Abortable | null>(null);
  /** Tries left for a search that failed offline, once the network is back. */
  const reconnectTries = useRef(0);
  // What the debounce last handled, so it never repeats a search the user already ran.
  const lastRun = useRef(activeQuery);
  // The address this page last wrote or applied: any other is a visit (a link, Back, Forward) to show.
  const handledAddress = useRef<string | null>(null);
  const currentAddress = useRef(location.search);
  useLayoutEffect(() => {
    currentAddress.current = location.search;
  }, [location.search]);

  const writeAddress = useCallback(
    (query: string, searchFilters: SearchFilters, change: AddressChange) => {
      if (change === 'none') return;
      const search = searchAddressFor(query, searchFilters);
      handledAddress.current = search;
      if (search === currentAddress.current) return;
      void navigate(
        { pathname: paths.search.getHref(), search },
        { replace: change === 'replace' },
      );
    },
    [navigate],
  );

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
    (raw: string, change: AddressChange, searchFilters: SearchFilters) => {
      const check = checkQuery(raw);
      lastRun.current = raw.trim();
      if (check.kind === 'tooGeneral') dispatch(setError(check.warning));
      if (check.kind !== 'title' && check.kind !== 'id') return;
      setFilterWarning(null);
      setYearInput(yearText(searchFilters));
      dispatch(setQuery(check.query));
      dispatch(setFilters(searchFilters));
      dispatch(addRecentSearch(check.query));
      setLoadingMore(false);
      const byId = check.kind === 'id';
      track(dispatch(searchMovies({ query: check.query, page: 1, byId, filters: searchFilters })));
      writeAddress(check.query, searchFilters, change);
    },
    [dispatch, track, writeAddress],
  );

  const clear = useCallback(
    (change: AddressChange) => {
      inFlight.current?.abort();
      inFlight.current = null;
      lastRun.current = '';
      setInput('');
      setLoadingMore(false);
      dispatch(setQuery(''));
      dispatch(setLoading(false));
      dispatch(clearMovies());
      writeAddress('', NO_FILTERS, change);
    },
    [dispatch, writeAddress],
  );

  useEffect(() => {
    const timer = setTimeout(() => {
      if (input === '') {
        if (lastRun.current !== '' || activeQuery !== '') clear('replace');
        return;
      }
      const trimmed = input.trim();
      if (trimmed.length >= MIN_QUERY_LENGTH && trimmed !== lastRun.current) {
        run(input, 'replace', filters);
      }
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, activeQuery, filters, run, clear]);

  // A visit to an address (a reload, a shared link, Back/Forward) shows its search, as if typed.
  // Only the address is watched: what the page itself wrote there is already on screen.
  const showAddress = useEffectEvent((search: string) => {
    const wanted = readSearchAddress(search);
    if (wanted.query.trim() === '') {
      // `/` alone (the logo, the menu): the search on screen stays, and the address names it.
      if (activeQuery !== '') writeAddress(activeQuery, filters, 'replace');
      return;
    }
    setInput(wanted.query);
    if (wanted.badType !== null || wanted.badYear !== null) {
      // Shown with its warning, and nothing runs until the visitor corrects it.
      lastRun.current = wanted.query.trim();
      setYearInput(wanted.badYear ?? yearText(wanted.filters));
      dispatch(setFilters(wanted.filters));
      setFilterWarning(
        wanted.badType !== null ? text.search.badType(wanted.badType) : badYearWarning(),
      );
      return;
    }
    const check = checkQuery(wanted.query);
    const onScreen =
      (check.kind === 'title' || check.kind === 'id') &&
      check.query === activeQuery &&
      sameFilters(wanted.filters, filters);
    if (onScreen) {
      // Back from a film: the results, and the pages loaded, are still here.
      lastRun.current = wanted.query.trim();
      setYearInput(yearText(filters));
      return;
    }
    dispatch(setFilters(wanted.filters));
    run(wanted.query, 'none', wanted.filters);
  });
  useEffect(() => {
    if (location.search === handledAddress.current) return;
    // A plain form submission (before the app ran) names the empty filters too: the same search.
    const tidy = withoutEmptyFilters(location.search);
    handledAddress.current = tidy;
    if (tidy !== location.search) {
      void navigate({ pathname: paths.search.getHref(), search: tidy }, { replace: true });
    }
    showAddress(tidy);
  }, [location.search, navigate]);

  const changeInput = useCallback(
    (value: string) => {
      setInput(value);
      if (storedWarning) dispatch(clearError());
    },
    [dispatch, storedWarning],
  );

  /** A filter change runs the search again from page 1, as a new entry in the history. */
  const applyFilters = useCallback(
    (next: SearchFilters) => {
      setFilterWarning(null);
      dispatch(setFilters(next));
      const check = checkQuery(input);
      const query = check.kind === 'title' || check.kind === 'id' ? input : activeQuery;
      if (query !== '') run(query, 'push', next);
    },
    [dispatch, input, activeQuery, run],
  );

  const changeYearInput = useCallback(
    (value: string) => {
      setYearInput(value);
      const trimmed = value.trim();
      if (trimmed === '') {
        if (filters.year !== null) applyFilters({ ...filters, year: null });
        else setFilterWarning(null);
        return;
      }
      if (trimmed.length < 4) return; // still typing: judged when complete or when left
      const year = parseSearchYear(trimmed);
      if (year === null) setFilterWarning(badYearWarning());
      else if (year !== filters.year) applyFilters({ ...filters, year });
      else setFilterWarning(null);
    },
    [filters, applyFilters],
  );

  const loadMore = useCallback(() => {
    setLoadingMore(true);
    track(
      dispatch(
        searchMovies({
          query: resultsQuery,
          page: currentPage + 1,
          byId: false,
          filters: resultsFilters,
        }),
      ),
      () => setLoadingMore(false),
    );
  }, [dispatch, track, resultsQuery, currentPage, resultsFilters]);

  /** «Повторить» on a failed search: the active query again, from its first page. */
  const retry = useCallback(() => {
    if (activeQuery === '') return;
    setLoadingMore(false);
    const byId = isImdbId(activeQuery);
    track(dispatch(searchMovies({ query: activeQuery, page: 1, byId, filters })));
  }, [dispatch, track, activeQuery, filters]);

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
    /** Enter or «Найти», with the box's text at the press (ahead of `input` before the app ran). */
    submit: (query: string) => {
      if (loading || query.trim().length < MIN_QUERY_LENGTH) return;
      if (query !== input) setInput(query);
      run(query, 'push', filters);
    },
    selectRecent: (query: string) => {
      setInput(query);
      run(query, 'push', filters);
    },
    clear: () => clear('push'),
    loadMore,
    retry,
    loading,
    loadingMore: loading && loadingMore,
    activeQuery,
    filters,
    changeType: (type: SearchType | null) => applyFilters({ ...filters, type }),
    yearInput,
    changeYearInput,
    /** Leaving the year field (or Enter in it) with an unfinished year says what a year is. */
    commitYear: () => {
      if (yearInput.trim() !== '' && parseSearchYear(yearInput) === null) {
        setFilterWarning(badYearWarning());
      }
    },
    resetFilters: () => {
      setYearInput('');
      applyFilters(NO_FILTERS);
    },
    filterWarning,
    /** An id lookup ignores the filters, and the page says so. */
    filtersIgnored: isImdbId(activeQuery) && hasFilters(filters),
    canSubmit: !loading && input.trim().length >= MIN_QUERY_LENGTH,
    warning: storedWarning ?? (check.kind === 'tooShort' ? check.warning : null),
    hint: hasCyrillic(input) ? text.search.cyrillicHint : null,
  };
}
