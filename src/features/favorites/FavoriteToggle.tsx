import { useEffect } from 'react';
import type { MovieSummary } from '../../api/types';
import { pickSummary } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useHydrated } from '../../shared/lib/useHydrated';
import { moviePageText } from '../../shared/text/moviePage';
import { Button } from '../../shared/ui/Button';
import { favoriteRefreshed, selectIsFavorite, toggleFavorite } from './state/favoritesSlice';
import styles from './FavoriteToggle.module.css';

export interface FavoriteToggleProps {
  /** A detail object is fine too: only its summary fields are stored. */
  movie: MovieSummary;
  /** The key that presses it too, for assistive technology (`aria-keyshortcuts`), where one does. */
  keyShortcut?: string;
}

export function FavoriteToggle({ movie, keyShortcut }: FavoriteToggleProps) {
  const dispatch = useAppDispatch();
  // The server knows no one's favorites: while a server-rendered page hydrates, the toggle shows
  // what the server sent (not a favorite), and the saved state right after.
  const hydrated = useHydrated();
  const saved = useAppSelector((state) => selectIsFavorite(state, movie.imdbID));
  const isFavorite = hydrated && saved;
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
