import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/store';
import { ClearFavorites } from '../../features/favorites/ClearFavorites';
import { FavoritesCarousel } from '../../features/favorites/FavoritesCarousel';
import { FavoritesGrid } from '../../features/favorites/FavoritesGrid';
import { selectFavoritesCount } from '../../features/favorites/favoritesSlice';
import type { RenderFavoriteCard } from '../../features/favorites/types';
import { MovieCard } from '../../features/movies/MovieCard';
import { text } from '../../shared/text';
import { Card } from '../../shared/ui/Card';
import { EmptyFavorites } from './EmptyFavorites';
import styles from './FavoritesPage.module.css';
import { ViewToggle, type FavoritesView } from './ViewToggle';

/** Spec §9: the favorites page turns the carousel every 4 s (the carousel's default is 3 s). */
const AUTOPLAY_DELAY = 4000;

const renderCard: RenderFavoriteCard = (movie, action, { eager }) => (
  <MovieCard movie={movie} action={action} eagerPoster={eager} />
);

/**
 * The view lives in the URL (`?view=grid`, carousel when absent): a reload, a shared link and
 * the way back from a movie's page all keep it. It replaces the history entry, so switching
 * views does not fill the Back button.
 */
function useFavoritesView(): [FavoritesView, (view: FavoritesView) => void] {
  const [params, setParams] = useSearchParams();
  const view: FavoritesView = params.get('view') === 'grid' ? 'grid' : 'carousel';
  const setView = (next: FavoritesView) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'grid') updated.set('view', 'grid');
        else updated.delete('view');
        return updated;
      },
      { replace: true },
    );
  return [view, setView];
}

export function FavoritesPage() {
  const count = useAppSelector(selectFavoritesCount);
  const [view, setView] = useFavoritesView();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousCount = useRef(count);

  // The lists move focus to a neighbouring card; when none is left (last one removed, all
  // cleared) the focused control is gone and focus would fall to <body>: take it to the heading.
  useEffect(() => {
    const dropped = count < previousCount.current;
    previousCount.current = count;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (dropped && lost) headingRef.current?.focus();
  }, [count]);

  return (
    <div className={styles.page}>
      <title>{text.titles.favorites}</title>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {text.favorites.heading}
      </h1>
      <Card className={styles.summary}>
        <p className={styles.count} aria-live="polite">
          <span className={styles.countIcon} aria-hidden="true">
            ♥
          </span>
          {text.favorites.count(count)}
        </p>
        {count > 0 && (
          <div className={styles.toolbar}>
            <ViewToggle view={view} onChange={setView} />
            <ClearFavorites />
          </div>
        )}
      </Card>
      {/* The cards' titles are h3: this keeps the heading outline whole for screen readers. */}
      {count > 0 && <h2 className="visually-hidden">{text.favorites.carouselLabel}</h2>}
      {count === 0 ? (
        <EmptyFavorites />
      ) : view === 'grid' ? (
        <FavoritesGrid renderCard={renderCard} />
      ) : (
        <FavoritesCarousel
          renderCard={renderCard}
          autoplayDelay={AUTOPLAY_DELAY}
          onShowAll={() => setView('grid')}
        />
      )}
    </div>
  );
}

export default FavoritesPage;
