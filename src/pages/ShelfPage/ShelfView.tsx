import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useStoredFacts } from '../../features/details/useStoredFacts';
import type { FavoriteMovie, Status } from '../../features/favorites';
import { FavoritesGrid } from '../../features/favorites/grid/FavoritesGrid';
import type { FactsOf } from '../../features/favorites/listView/arrange';
import { FavoritesFilters } from '../../features/favorites/listView/FavoritesFilters';
import { FiltersToggle, useFiltersOpen } from '../../features/favorites/listView/FiltersToggle';
import {
  DEFAULT_LIST_QUERY,
  SORT_ORDERS,
  needsDetails,
  type SortOrder,
} from '../../features/favorites/listView/listQuery';
import { namesFromFacts, type NamedFacts } from '../../features/favorites/listView/namesFromFacts';
import { NoMatches } from '../../features/favorites/listView/NoMatches';
import { useArrangedFavorites } from '../../features/favorites/listView/useArrangedFavorites';
import { useListQuery } from '../../features/favorites/listView/useListQuery';
import type { RenderFavoriteCard } from '../../features/favorites/state/types';
import { MovieCard } from '../../features/search/results/MovieCard';
import { ShelfExportMenu } from '../../features/transfer/ShelfExportMenu';
import { ShelfShareButton } from '../../features/transfer/ShelfShareButton';
import { ShelfLinks } from '../../features/shelves/ShelfLinks';
import { shelvesText as t } from '../../features/shelves/shelvesText';
import { paths } from '../../shared/paths';
import { text } from '../../shared/text';
import { favoritesPageText } from '../../shared/text/favoritesPage';
import { Card } from '../../shared/ui/Card';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Spinner } from '../../shared/ui/Spinner';
import { afterNextPaint } from '../../shared/lib/afterNextPaint';
// The favorites page's frame: a shelf's page is laid out as that one is.
import styles from '../FavoritesPage/FavoritesPage.module.css';

const renderCard: RenderFavoriteCard = (movie, action, { eager }) => (
  <MovieCard movie={movie} action={action} eagerPoster={eager} uniform />
);

export interface ShelfViewProps {
  status: Status;
  entries: readonly FavoriteMovie[];
  /** The orders the shelf offers (the favorites' unless given). */
  sorts?: readonly SortOrder[];
  /** The shelf's details as far as known, when the shelf loads them itself (the watchlist). */
  facts?: ReadonlyMap<string, NamedFacts>;
  factsOf?: FactsOf;
  /** The shelf's own tools, beside «Фильтры и сортировка». */
  tools?: ReactNode;
  /** Under the count: how the shelf's details are loading. */
  statusLine?: ReactNode;
  /** Between the row of shelves and the titles: what the shelf adds of its own. */
  children?: ReactNode;
  /**
   * The titles are drawn in a frame of their own, after the page's first: where what the shelf
   * adds above them is what its press shows (Смотрю's next episodes), and the grid under it would
   * double that press's work off the screen.
   */
  titlesAfterPaint?: boolean;
}

/**
 * One shelf: its name, its count, the row of shelves, then its titles in the favorites' windowed
 * grid with the favorites' tools (find, order, filter, all kept in the address). The cards open the
 * film's page and its ★; the heart is the favorites page's.
 */
export function ShelfView({
  status,
  entries,
  sorts = SORT_ORDERS,
  facts,
  factsOf,
  tools,
  statusLine,
  children,
  titlesAfterPaint = false,
}: ShelfViewProps) {
  const name = t.names[status];
  const count = entries.length;
  const [query, updateQuery] = useListQuery(sorts);
  const stored = useStoredFacts(needsDetails(query) && facts === undefined);
  const known = facts ?? stored;
  const namesOf = useMemo(() => (known ? namesFromFacts(known) : undefined), [known]);
  const { shown, facets } = useArrangedFavorites(entries, query, namesOf, factsOf);
  const readingDetails = needsDetails(query) && known === null;
  const [filtersOpen, toggleFilters] = useFiltersOpen(query);
  const filtersId = useId();
  const resetFilters = () => updateQuery({ ...DEFAULT_LIST_QUERY, sort: query.sort });
  const [notice, setNotice] = useState<string | null>(null);
  // Not useShownAfterPaint: the editor's chunk has that one, and sharing it would make it a
  // request of its own.
  const [titlesShown, setTitlesShown] = useState(!titlesAfterPaint);
  useEffect(
    () => (titlesShown ? undefined : afterNextPaint(() => setTitlesShown(true))),
    [titlesShown],
  );

  return (
    <div className={styles.page}>
      <title>{text.titles.shelf(name)}</title>
      <h1 className={styles.heading}>{name}</h1>
      <Card className={styles.summary}>
        <div className={styles.bar}>
          <p className={styles.count} aria-live="polite">
            {t.count(count)}
          </p>
          <div className={styles.toolbar}>
            {count > 0 && (
              <FiltersToggle
                query={query}
                open={filtersOpen}
                onToggle={toggleFilters}
                controls={filtersId}
              />
            )}
            {tools}
            {count > 0 && (
              <ShelfExportMenu
                shelf={status}
                entries={shown}
                onExported={(name) => setNotice(favoritesPageText.transfer.exported(name))}
              />
            )}
            {count > 0 && <ShelfShareButton label={t.share} shelf={status} entries={shown} />}
          </div>
        </div>
        <div className={styles.lines} aria-live="polite">
          {shown.length < count && (
            <p className={styles.shown}>{favoritesPageText.shown(shown.length)}</p>
          )}
          {notice && <p className={styles.shown}>{notice}</p>}
        </div>
        {statusLine}
      </Card>
      <ShelfLinks current={status} />
      {children}
      <div id={filtersId} hidden={!filtersOpen || count === 0}>
        {filtersOpen && count > 0 && (
          <FavoritesFilters
            query={query}
            facets={facets}
            onChange={updateQuery}
            sorts={sorts}
            labels={{ find: t.find, toolbar: t.toolbarLabel }}
          />
        )}
      </div>
      {/* The cards' titles are h3: this keeps the heading outline whole for screen readers. */}
      {count > 0 && <h2 className="visually-hidden">{t.gridLabel(name)}</h2>}
      {count === 0 ? (
        <EmptyState
          icon="🎬"
          title={t.empty}
          hint={t.emptyHints[status]}
          action={{ label: t.findMovies, href: paths.search.getHref() }}
        />
      ) : !titlesShown ? null : readingDetails ? (
        <Spinner label={favoritesPageText.readingDetails} />
      ) : shown.length === 0 ? (
        <NoMatches onReset={resetFilters} hint={t.noMatchesHint} />
      ) : (
        <FavoritesGrid
          movies={shown}
          renderCard={renderCard}
          label={t.gridLabel(name)}
          hearts={false}
        />
      )}
    </div>
  );
}
