import { useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { LoadMore } from '../../features/movies/LoadMore';
import {
  selectHasMore,
  selectMovies,
  selectMoviesError,
  selectResultsQuery,
  selectTotalResults,
} from '../../features/movies/moviesSlice';
import { NothingFound } from '../../features/movies/NothingFound';
import { SearchResults } from '../../features/movies/SearchResults';
import { RecentSearches } from '../../features/search/RecentSearches';
import { SearchForm } from '../../features/search/SearchForm';
import { clearRecentSearches, selectRecentSearches } from '../../features/search/searchSlice';
import { useHydrated } from '../../shared/lib/useHydrated';
import { text } from '../../shared/text';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import styles from './SearchPage.module.css';
import { useSearchController } from './useSearchController';

export function SearchPage() {
  const dispatch = useAppDispatch();
  const search = useSearchController();
  const movies = useAppSelector(selectMovies);
  const error = useAppSelector(selectMoviesError);
  const total = useAppSelector(selectTotalResults);
  const resultsQuery = useAppSelector(selectResultsQuery);
  const hasMore = useAppSelector(selectHasMore);
  const recent = useAppSelector(selectRecentSearches);
  const inputRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();

  const searching = search.loading && !search.loadingMore;
  const hasResults = movies.length > 0 && !searching;
  const showNothingFound =
    search.activeQuery !== '' && !search.loading && movies.length === 0 && !error;

  function startOver() {
    search.clear();
    inputRef.current?.focus();
  }

  return (
    <div className={styles.page}>
      <title>{text.titles.search}</title>
      <section className={styles.hero}>
        <h1 className={styles.title}>{text.search.heroTitle}</h1>
        <p className={styles.subtitle}>{text.search.heroSubtitle}</p>
        <SearchForm
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
      </section>

      {hydrated && recent.length > 0 && search.activeQuery === '' && (
        <RecentSearches
          items={recent}
          onSelect={search.selectRecent}
          onClearAll={() => dispatch(clearRecentSearches())}
        />
      )}

      {searching && <Spinner label={text.search.loadingTitle} hint={text.search.loadingSubtitle} />}

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
        <SearchResults
          movies={movies}
          total={total}
          query={resultsQuery}
          footer={
            <LoadMore
              loaded={movies.length}
              total={total}
              hasMore={hasMore}
              loading={search.loadingMore}
              error={search.loading ? null : error}
              onLoadMore={search.loadMore}
            />
          }
        />
      )}

      {showNothingFound && <NothingFound onNewSearch={startOver} />}
    </div>
  );
}
