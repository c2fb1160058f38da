import { useMemo, useState } from 'react';
import type { MovieSummary } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { text } from '../../shared/text';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { removeFavorite, selectFavoriteList } from './favoritesSlice';
import { HeartButton } from './HeartButton';
import type { RenderFavoriteCard } from './types';
import { useIncrementalCount } from './useIncrementalCount';
import { useListFocus } from './useListFocus';
import grid from '../../shared/ui/CardGrid.module.css';
import styles from './FavoritesGrid.module.css';

/**
 * A first screen of cards on common screens (4 rows of 6, 12 rows of 2 on a phone): the first paint
 * costs only what is seen, and the next batches mount as the end of the list nears the viewport.
 */
export const GRID_BATCH = 24;
const EAGER_POSTERS = 6;

export interface FavoritesGridProps {
  renderCard: RenderFavoriteCard;
  /** Batch size of incremental rendering. */
  batch?: number;
}

/** Every favorite as a card; the heart asks for confirmation before removing. */
export function FavoritesGrid({ renderCard, batch = GRID_BATCH }: FavoritesGridProps) {
  const movies = useAppSelector(selectFavoriteList);
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<MovieSummary | null>(null);
  const { visible, showMore, sentinelRef } = useIncrementalCount(movies.length, batch);
  const ids = useMemo(() => movies.map((movie) => movie.imdbID), [movies]);
  const focus = useListFocus(ids);
  const shown = movies.slice(0, visible);

  const confirm = () => {
    if (!pending) return;
    focus.focusAfterRender(focus.neighbourOf(pending.imdbID));
    setPending(null);
    dispatch(removeFavorite(pending.imdbID));
  };

  const cancel = () => {
    if (!pending) return;
    setPending(null);
    focus.focusAfterRender(pending.imdbID);
  };

  const more = () => {
    // The button may vanish with the last batch, so keyboard users continue at the first new card.
    focus.focusAfterRender(ids[visible] ?? null);
    showMore();
  };

  return (
    <div className={styles.wrapper}>
      <ul className={grid.grid} aria-label={text.favorites.gridLabel}>
        {shown.map((movie, index) => (
          <li key={movie.imdbID} className={grid.item}>
            {renderCard(
              movie,
              <HeartButton
                ref={focus.register(movie.imdbID)}
                movieTitle={movie.title}
                onClick={() => setPending(movie)}
              />,
              { eager: index < EAGER_POSTERS },
            )}
          </li>
        ))}
      </ul>
      {visible < movies.length && (
        <div className={styles.more}>
          <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
          <p className={styles.shown}>{text.favorites.shown(visible, movies.length)}</p>
          <Button onClick={more}>{text.favorites.showMore}</Button>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={text.confirm.title}
        message={pending ? text.confirm.removeOne(pending.title) : ''}
        confirmLabel={text.confirm.remove}
        cancelLabel={text.confirm.cancel}
        onConfirm={confirm}
        onCancel={cancel}
      />
    </div>
  );
}
