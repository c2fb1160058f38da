import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  selectCurrentPage,
  selectHasMore,
  selectMovies,
  selectMoviesError,
  selectResultsFilters,
  selectResultsQuery,
  selectTotalResults,
} from '../../features/search/results/moviesSlice';
import { RecentSearches } from '../../features/search/RecentSearches';
import { SearchFilters } from '../../features/search/SearchFilters';
import { SearchForm } from '../../features/search/SearchForm';
import { clearRecentSearches, selectRecentSearches } from '../../features/search/searchSlice';
import { useHydrated } from '../../shared/lib/useHydrated';
import { lazyPart, prefetchOnIntent } from '../../shared/lib/loading';
import { text } from '../../shared/text';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import styles from './SearchPage.module.css';
import { useSearchController } from '../../features/search/controller/useSearchController';
import type { SearchPlaceOptions } from '../../features/search/extras/useSearchPlace';
import type { EndlessScrollProps } from '../../features/search/extras/EndlessScroll';

// None is needed for the first paint: they load beside the entry, not in it.
// A chunk that cannot load leaves its part out rather than break the page.
const SearchPlaceKeeper = lazyPart<SearchPlaceOptions>(
  () => import('../../features/search/extras/SearchPlaceKeeper'),
  { optional: true },
);
const EndlessScroll = lazyPart<EndlessScrollProps>(
  () => import('../../features/search/extras/EndlessScroll'),
  { optional: true },
);
const SearchSettingsMenu = lazyPart<Record<string, never>>(
  () => import('../../features/search/extras/SearchSettingsMenu').then((m) => m.SearchSettingsMenu),
  { optional: true },
);

// The results' chunk: fetched when the visitor reaches for the search (points at or focuses the
// form, starts to press in it), or when a search starts, whichever comes first.
const loadResults = () => import('../../features/search/results/results');
const SearchResults = lazyPart(() => loadResults().then((m) => m.SearchResults));
const LoadMore = lazyPart(() => loadResults().then((m) => m.LoadMore));
const NothingFound = lazyPart(() => loadResults().then((m) => m.NothingFound));

let resultsLoaded = false;

/**
 * Fetches what a search shows once it answers; after that, results render without suspending.
 * «Настройки» is among them: on a page the server drew with results, a part still loading when the
 * app takes over would be drawn afresh, and a menu the visitor had opened would close.
 */
export function preloadSearchResults(): Promise<void> {
  const parts = [SearchResults, LoadMore, NothingFound, SearchSettingsMenu];
  return Promise.all(parts.map((part) => part.preload())).then(() => {
    resultsLoaded = true;
  });
}
/**
 * Starts fetching what the page adds once hydrated, so that the render adding it (which React does
 * not slice) finds the chunk on its way or in, rather than starting the download itself.
 */
export function preloadAfterHydration(): void {
  for (const part of [EndlessScroll, SearchPlaceKeeper]) void part.preload();
}

/** What the page fetches when the visitor reaches for the search: its results' chunk. */
export const searchPageParts = [{ preload: preloadSearchResults }];
const reachForSearch = prefetchOnIntent(searchPageParts);

/**
 * Whether the results' chunk is in, fetching it once `wanted`. Until then the page goes on showing
 * its loading state, with no Suspense fallback (whose replacement React holds back up to 300 ms). A
 * chunk that fails to load counts as in: the lazy part then fails, and the page's error boundary says so.
 */
function useResultsChunk(wanted: boolean): boolean {
  const [ready, setReady] = useState(resultsLoaded);
  useEffect(() => {
    if (!wanted || ready) return;
    let current = true;
    const settle = () => {
      if (current) setReady(true);
    };
    preloadSearchResults().then(settle, settle);
    return () => {
      current = false;
    };
  }, [wanted, ready]);
  return ready;
}

export function SearchPage() {
  const dispatch = useAppDispatch();
  const search = useSearchController();
  const movies = useAppSelector(selectMovies);
  const error = useAppSelector(selectMoviesError);
  const total = useAppSelector(selectTotalResults);
  const resultsQuery = useAppSelector(selectResultsQuery);
  const resultsFilters = useAppSelector(selectResultsFilters);
  const pages = useAppSelector(selectCurrentPage);
  const hasMore = useAppSelector(selectHasMore);
  const recent = useAppSelector(selectRecentSearches);
  const inputRef = useRef<HTMLInputElement>(null);
  const loadMoreRef = useRef<HTMLDivElement>(null);
  // Read here, by the page, on purpose: the page's render once hydrated (a transition, in slices)
  // also hydrates the parts React would hydrate later (the results and «Настройки», each in a
  // Suspense boundary), and the takeover waits for it (app/TakeOver.tsx): a checkbox in a part not
  // hydrated yet would lose its change, as React reads its state only as it hydrates.
  const hydrated = useHydrated();
  const formId = useId();

  const resultsReady = useResultsChunk(search.activeQuery !== '');

  const searching = search.loading && !search.loadingMore;
  const loadingResults = (
    <Spinner label={text.search.loadingTitle} hint={text.search.loadingSubtitle} />
  );
  const answered = movies.length > 0 && !searching;
  const answeredNothing =
    search.activeQuery !== '' && !search.loading && movies.length === 0 && !error;
  const hasResults = answered && resultsReady;
  const showNothingFound = answeredNothing && resultsReady;
  const waitingForResults = (answered || answeredNothing) && !resultsReady;

  function startOver() {
    search.clear();
    inputRef.current?.focus();
  }

  return (
    <div className={styles.page}>
      <title>
        {search.activeQuery === '' ? text.titles.search : text.titles.searchFor(search.activeQuery)}
      </title>
      <section className={styles.hero} {...reachForSearch}>
        <h1 className={styles.title}>{text.search.heroTitle}</h1>
        <p className={styles.subtitle}>{text.search.heroSubtitle}</p>
        <SearchForm
          id={formId}
          value={search.input}
          onChange={search.changeInput}
          onSubmit={search.submit}
          onClear={startOver}
          canSubmit={search.canSubmit}
          showClear={search.input !== '' || search.activeQuery !== ''}
          warning={search.warning}
          hint={search.hint}
          inputRef={inputRef}
        />
        <SearchFilters
          form={formId}
          filters={search.filters}
          yearInput={search.yearInput}
          onTypeChange={search.changeType}
          onYearInput={search.changeYearInput}
          onYearCommit={search.commitYear}
          onEarlyYear={search.takeEarlyYear}
          onReset={search.resetFilters}
          warning={search.filterWarning}
          note={search.filtersIgnored ? text.search.idIgnoresFilters : null}
        />
      </section>

      {hydrated && recent.length > 0 && search.activeQuery === '' && (
        <RecentSearches
          items={recent}
          onSelect={search.selectRecent}
          onClearAll={() => dispatch(clearRecentSearches())}
        />
      )}

      {(searching || waitingForResults) && loadingResults}

      {error && !search.loading && movies.length === 0 && (
        <Alert
          tone="error"
          action={
            search.activeQuery !== '' && (
              <Button size="sm" onClick={search.retry}>
                {text.search.retry}
              </Button>
            )
          }
        >
          {error}
        </Alert>
      )}

      {hasResults && (
        <Suspense fallback={null}>
          <SearchResults
            movies={movies}
            total={total}
            query={resultsQuery}
            filters={resultsFilters}
            tools={
              <Suspense fallback={null}>
                <SearchSettingsMenu />
              </Suspense>
            }
            footer={
              <LoadMore
                loaded={movies.length}
                total={total}
                hasMore={hasMore}
                loading={search.loadingMore}
                error={search.loading ? null : error}
                onLoadMore={search.loadMore}
                rootRef={loadMoreRef}
              />
            }
          />
        </Suspense>
      )}

      {showNothingFound && (
        <Suspense fallback={null}>
          <NothingFound onNewSearch={startOver} />
        </Suspense>
      )}

      {hydrated && (
        <Suspense fallback={null}>
          <EndlessScroll
            target={loadMoreRef}
            ready={hasResults && hasMore && !search.loading && !error}
            onReach={search.loadMore}
          />
          <SearchPlaceKeeper
            pages={pages}
            settled={movies.length > 0 && !search.loading}
            hasMore={hasMore}
            failed={error !== null}
            loadMore={search.loadMore}
          />
        </Suspense>
      )}
    </div>
  );
}
