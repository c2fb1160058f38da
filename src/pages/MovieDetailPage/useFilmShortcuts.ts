import { useLayoutEffect } from 'react';
import type { MovieSummary } from '../../api/types';
import { pickSummary } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { toggleFavorite } from '../../features/favorites/state/favoritesSlice';
import { toggleWant, toggleWatchedToday } from '../../features/favorites/state/statusToggles';
import { filmKeyOf, isIgnored, type FilmKey } from '../../features/shortcuts/keys';
import type { AppDispatch } from '../../app/hooks';

/** What each key does to the shown film: what its button does. */
const ACTIONS: Record<FilmKey, (dispatch: AppDispatch, movie: MovieSummary) => void> = {
  favorite: (dispatch, movie) => dispatch(toggleFavorite(pickSummary(movie))),
  want: (dispatch, movie) => dispatch(toggleWant(movie)),
  watchedToday: (dispatch, movie) => dispatch(toggleWatchedToday(movie)),
};

/**
 * `f`, `w` and `t` press the shown film's «В избранное», «Хочу посмотреть» and «Просмотрено
 * сегодня» (features/shortcuts/keys.ts).
 */
export function useFilmShortcuts(movie: MovieSummary | null): void {
  const dispatch = useAppDispatch();
  // Listening from the commit that shows the film: a key pressed as soon as the film is on screen
  // works, where a passive effect can run a frame or more after that paint.
  useLayoutEffect(() => {
    if (!movie) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const key = filmKeyOf(event);
      if (!key || isIgnored(event)) return;
      event.preventDefault();
      ACTIONS[key](dispatch, movie);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch, movie]);
}
