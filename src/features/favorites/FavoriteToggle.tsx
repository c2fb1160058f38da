import { useEffect } from 'react';
import type { MovieSummary } from '../../api/types';
import { pickSummary } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { moviePageText } from '../../shared/text/moviePage';
import { Button } from '../../shared/ui/Button';
import { favoriteRefreshed, selectIsFavorite, toggleFavorite } from './favoritesSlice';
import styles from './FavoriteToggle.module.css';

export interface FavoriteToggleProps {
  /** A detail object is fine too: only its summary fields are stored. */
  movie: MovieSummary;
  /** The key that presses it too, for assistive technology (`aria-keyshortcuts`), where one does. */
  keyShortcut?: string;
}

export function FavoriteToggle({ movie, keyShortcut }: FavoriteToggleProps) {
  const dispatch = useAppDispatch();
  const isFavorite = useAppSelector((state) => selectIsFavorite(state, movie.imdbID));
  // A favorite imported from a CSV has no poster and maybe a shorter year ("2008" for a series of
  // 2008–2013): once its details are open, the favorite takes OMDb's summary.
  useEffect(() => {
    if (isFavorite) dispatch(favoriteRefreshed(pickSummary(movie)));
  }, [dispatch, isFavorite, movie]);
  return (
    <Button
      variant={isFavorite ? 'primary' : 'secondary'}
      aria-pressed={isFavorite}
      aria-keyshortcuts={keyShortcut}
      onClick={() => dispatch(toggleFavorite(pickSummary(movie)))}
    >
      <span aria-hidden="true" className={isFavorite ? styles.heartOn : styles.heart}>
        {isFavorite ? '♥' : '♡'}
      </span>
      {isFavorite ? moviePageText.inFavorites : moviePageText.addFavorite}
    </Button>
  );
}
