import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { SyncControls, SyncMenuItem } from '../../data/sync/ui/SyncControls';
import { useStoredFacts } from '../../features/details/useStoredFacts';
import { BackupNotice } from '../../features/favorites/BackupNotice';
import { ClearFavorites } from '../../features/favorites/ClearFavorites';
import { FavoritesCarousel } from '../../features/favorites/carousel/FavoritesCarousel';
import { selectFavoriteList } from '../../features/favorites/state/favoritesSlice';
import { FavoritesFilters } from '../../features/favorites/listView/FavoritesFilters';
import { FiltersToggle, useFiltersOpen } from '../../features/favorites/listView/FiltersToggle';
import { namesFromFacts } from '../../features/favorites/listView/namesFromFacts';
import { DEFAULT_LIST_QUERY, needsDetails } from '../../features/favorites/listView/listQuery';
import { NoMatches } from '../../features/favorites/listView/NoMatches';
import { useArrangedFavorites } from '../../features/favorites/listView/useArrangedFavorites';
import { useListQuery } from '../../features/favorites/listView/useListQuery';
import { TransferActions } from '../../features/transfer/TransferActions';
import type { RenderFavoriteCard } from '../../features/favorites/state/types';
import { MovieCard } from '../../features/search/results/MovieCard';
import { usePrefetch, type Preloadable } from '../../shared/lib/loading';
import { text } from '../../shared/text';
import { favoritesText } from '../../features/favorites/favoritesText';
import { favoritesPageText } from '../../shared/text/favoritesPage';
import { Card } from '../../shared/ui/Card';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyFavorites } from './EmptyFavorites';
import { FavoritesGrid, favoritesPageParts } from './lazyGrid';
import styles from './FavoritesPage.module.css';
import { useFavoritesView } from './useFavoritesView';
import { useFirstScreenSnapshot } from './useFirstScreenSnapshot';
import { ViewToggle } from './ViewToggle';
import { ShelfLinks } from '../../features/shelves/ShelfLinks';

/** docs/product-spec.md §9: the favorites page turns the carousel every 4 s (the carousel's default is 3 s). */
const AUTOPLAY_DELAY = 4000;

const NO_PARTS: readonly Preloadable[] = [];

const renderCard: RenderFavoriteCard = (movie, action, { eager }) => (
  <MovieCard movie={movie} action={action} eagerPoster={eager} uniform />
);

export function FavoritesPage() {
  const all = useAppSelector(selectFavoriteList);
  const count = all.length;
  const [view, setView] = useFavoritesView();
  // The grid is the other view of a list that has films.
  usePrefetch(count > 0 ? favoritesPageParts : NO_PARTS);
  const [query, updateQuery] = useListQuery();
  // A filter by genre, director or actor reads the films' details from the details store.
  const facts = useStoredFacts(needsDetails(query));
  const namesOf = useMemo(() => (facts ? namesFromFacts(facts) : undefined), [facts]);
  const { shown, facets } = useArrangedFavorites(all, query, namesOf);
  const readingDetails = needsDetails(query) && facts === null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousCount = useRef(count);
  const [filtersOpen, toggleFilters] = useFiltersOpen(query);
  const filtersId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const [syncOpen, setSyncOpen] = useState(false);

  // The lists move focus to a neighbouring card; when none is left (last one removed, all
  // cleared) the focused control is gone and focus would fall to <body>: take it to the heading.
  useEffect(() => {
    const dropped = count < previousCount.current;
    previousCount.current = count;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (dropped && lost) headingRef.current?.focus();
  }, [count]);

  useFirstScreenSnapshot(shown, notice !== null || syncOpen || filtersOpen);

  const resetFilters = () => updateQuery({ ...DEFAULT_LIST_QUERY, sort: query.sort });

  return (
    <div className={styles.page}>
      <title>{text.titles.favorites}</title>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {favoritesText.heading}
      </h1>
      <BackupNotice />
      <Card className={styles.summary}>
        <div className={styles.bar}>
          <p className={styles.count} aria-live="polite">
            <span className={styles.countIcon} aria-hidden="true">
              ♥
            </span>
            {favoritesText.count(count)}
          </p>
          <div className={styles.toolbar}>
            {count > 0 && (
              <>
                <ViewToggle view={view} onChange={setView} />
                <FiltersToggle
                  query={query}
                  open={filtersOpen}
                  onToggle={toggleFilters}
                  controls={filtersId}
                />
                <ClearFavorites />
              </>
            )}
            <TransferActions hasFavorites={count > 0} onNotice={setNotice}>
              <SyncMenuItem onSelect={() => setSyncOpen(true)} />
            </TransferActions>
          </div>
        </div>
        {/* Under the count: what the list shows, what an import or export did, how sync goes. */}
        <div className={styles.lines} aria-live="polite">
          {shown.length < count && (
            <p className={styles.shown}>{favoritesPageText.shown(shown.length)}</p>
          )}
          {notice && <p className={styles.notice}>{notice}</p>}
        </div>
        <SyncControls dialogOpen={syncOpen} onDialogClose={() => setSyncOpen(false)} />
      </Card>
      <div id={filtersId} hidden={!filtersOpen || count === 0}>
        {filtersOpen && count > 0 && (
          <FavoritesFilters query={query} facets={facets} onChange={updateQuery} />
        )}
      </div>
      {/* The cards' titles are h3: this keeps the heading outline whole for screen readers. */}
      {count > 0 && <h2 className="visually-hidden">{favoritesText.carouselLabel}</h2>}
      {count === 0 ? (
        <EmptyFavorites />
      ) : readingDetails ? (
        <Spinner label={favoritesPageText.readingDetails} />
      ) : shown.length === 0 ? (
        <NoMatches onReset={resetFilters} />
      ) : view === 'grid' ? (
        // No Suspense of its own: a switch before the grid's chunk is in is a transition, which
        // keeps the carousel until the grid can draw (a boundary mounted with the grid would show
        // its fallback instead).
        <FavoritesGrid movies={shown} renderCard={renderCard} />
      ) : (
        <FavoritesCarousel
          movies={shown}
          renderCard={renderCard}
          autoplayDelay={AUTOPLAY_DELAY}
          onShowAll={() => setView('grid')}
        />
      )}
      {/* Beyond the spec's page, after its list (whose first films keep the first screen): every
          shelf with its count, one press away. */}
      <ShelfLinks current={null} />
    </div>
  );
}

export default FavoritesPage;

/** The grid, when the address asks for it: drawn at once, with no Suspense boundary of its own. */
export const addressParts = (query: URLSearchParams) =>
  query.get('view') === 'grid' ? favoritesPageParts : [];
