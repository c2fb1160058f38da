import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { NO_FILTERS, type SearchFilters } from '../filters';
import { checkQuery, DEBOUNCE_MS, MIN_QUERY_LENGTH } from '../query';
import { clearMovies } from '../results/moviesSlice';
import {
  clearError,
  selectFilters,
  selectQuery,
  selectSearchLoading,
  selectSearchWarning,
  setError,
  setFilters,
  setQuery,
} from '../searchSlice';
import { addressVisit, type AddressVisit } from './addressVisit';
import { searchBoxState } from './searchBoxState';
import { useAddressVisits, useSearchAddress, type AddressChange } from './useSearchAddress';
import { useSearchRequests } from './useSearchRequests';
import { useFilterFields, yearText } from './filterFields';

/**
 * The search flow of docs/product-spec.md §4: debounced typing, immediate Enter, validation, and one
 * search in flight at a time (useSearchRequests). The search lives in the address too
 * (useSearchAddress), and the year filter has a field of its own (yearField).
 */
export function useSearchController() {
  const dispatch = useAppDispatch();
  const activeQuery = useAppSelector(selectQuery);
  const filters = useAppSelector(selectFilters);
  const storedWarning = useAppSelector(selectSearchWarning);
  const loading = useAppSelector(selectSearchLoading);
  const requests = useSearchRequests();
  const { searchFirstPage, abort } = requests;

  const [input, setInputState] = useState(activeQuery);
  // The box's newest text, ahead of `input` until React renders it. A render can wait (a visit's
  // text, while a part of the page still loads): a debounce timer set for older text must not act.
  const latestInput = useRef(activeQuery);
  const setInput = useCallback((value: string) => {
    latestInput.current = value;
    setInputState(value);
  }, []);
  const [yearInput, setYearInput] = useState(yearText(filters));
  const [filterWarning, setFilterWarning] = useState<string | null>(null);
  // What the debounce last handled, so it never repeats a search the user already ran.
  const lastRun = useRef(activeQuery);

  const address = useSearchAddress();
  const writeAddress = address.write;

  const run = useCallback(
    (raw: string, change: AddressChange, searchFilters: SearchFilters) => {
      const check = checkQuery(raw);
      lastRun.current = raw.trim();
      if (check.kind === 'tooGeneral') dispatch(setError(check.warning));
      if (check.kind !== 'title' && check.kind !== 'id') return;
      setFilterWarning(null);
      setYearInput(yearText(searchFilters));
      searchFirstPage(check.query, check.kind === 'id', searchFilters);
      writeAddress(check.query, searchFilters, change);
    },
    [dispatch, searchFirstPage, writeAddress],
  );

  const clear = useCallback(
    (change: AddressChange) => {
      abort();
      lastRun.current = '';
      setInput('');
      dispatch(setQuery(''));
      dispatch(clearMovies());
      writeAddress('', NO_FILTERS, change);
    },
    [dispatch, abort, writeAddress, setInput],
  );

  useEffect(() => {
    const timer = setTimeout(() => {
      if (input !== latestInput.current) return;
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
  const filterFields = useFilterFields({
    setYearInput,
    filters,
    applyFilters,
    setFilterWarning,
  });

  // Set when the visitor changed the box before the app took over: the address's query (the
  // server's) must not replace it, and the debounce then acts on the visitor's text.
  const typedBeforeTakeover = useRef(false);
  // Takes in the year the visitor typed (and perhaps left) before the app took over: run after the
  // address's search is shown, so it wins over the year the address names.
  const yearBeforeTakeover = useRef<(() => void) | null>(null);

  function showVisit(visit: AddressVisit, keepTyped: boolean) {
    if (visit.kind === 'keep') {
      if (activeQuery !== '') writeAddress(activeQuery, filters, 'replace');
      return;
    }
    if (!keepTyped) setInput(visit.query);
    lastRun.current = visit.query.trim();
    if (visit.kind !== 'onScreen') dispatch(setFilters(visit.filters));
    if (visit.kind === 'onScreen') setYearInput(yearText(filters));
    if (visit.kind === 'refuse') {
      setYearInput(visit.yearInput);
      setFilterWarning(visit.warning);
    }
    if (visit.kind === 'run') run(visit.query, 'none', visit.filters);
  }

  useAddressVisits(address, (search) => {
    const keepTyped = typedBeforeTakeover.current;
    typedBeforeTakeover.current = false;
    const visit = addressVisit(search, { query: activeQuery, filters });
    showVisit(visit, keepTyped);
    yearBeforeTakeover.current?.();
    yearBeforeTakeover.current = null;
  });

  return {
    input,
    changeInput: (value: string, beforeTakeover = false) => {
      typedBeforeTakeover.current = beforeTakeover;
      setInput(value);
      if (storedWarning) dispatch(clearError());
    },
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
    loadMore: requests.loadMore,
    retry: requests.retry,
    loading,
    loadingMore: loading && requests.loadingMore,
    activeQuery,
    filters,
    yearInput,
    ...filterFields,
    takeEarlyYear: (value: string, left: boolean) => {
      yearBeforeTakeover.current = () => {
        filterFields.changeYearInput(value);
        if (left) filterFields.commitYear(value);
      };
    },
    filterWarning,
    ...searchBoxState({ input, activeQuery, filters, loading, storedWarning }),
  };
}
