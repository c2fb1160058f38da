import { useLayoutEffect } from 'react';
import type { MovieSummary } from '../../api/types';
import { pickSummary } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { toggleFavorite } from '../../features/favorites/state/favoritesSlice';
import { isFavoriteKey, isIgnored } from '../../features/shortcuts/keys';

/** `f` adds the shown film to favorites or takes it out, as its «В избранное» button does. */
export function useFavoriteShortcut(movie: MovieSummary | null): void {
  const dispatch = useAppDispatch();
  // Listening from the commit that shows the film: `f` pressed as soon as the film is on screen
  // works, where a passive effect can run a frame or more after that paint.
  useLayoutEffect(() => {
    if (!movie) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isFavoriteKey(event) || isIgnored(event)) return;
      event.preventDefault();
      dispatch(toggleFavorite(pickSummary(movie)));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch, movie]);
}
