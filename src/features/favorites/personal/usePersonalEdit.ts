import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { MovieSummary } from '../../../api/types';
import { useAppDispatch, useAppSelector, type RootState } from '../../../app/hooks';
import { samePersonal, toFavorite, type FavoriteMovie } from '../state/favoriteMovie';
import { personalEdited, selectLibraryEntry } from '../state/favoritesSlice';

export type PersonalChange = (record: FavoriteMovie) => FavoriteMovie;

/**
 * The film's library entry (undefined when it has none) and a way to change its personal fields.
 * A change to a film not in the library adds it, unhearted (a rating or a watch day marks it
 * watched: favoritesSlice's personalEdited); a change that changes nothing (a blank note on a film
 * without one) adds nothing.
 */
export function usePersonalEdit(movie: MovieSummary) {
  const dispatch = useAppDispatch();
  // The store itself, so that a change made late (a note saved as its field goes away) starts
  // from the record as it is then, not as it was at the last render.
  const store = useStore<RootState>();
  const record = useAppSelector((state) => selectLibraryEntry(state, movie.imdbID));

  const edit = useCallback(
    (change: PersonalChange) => {
      const current = selectLibraryEntry(store.getState(), movie.imdbID);
      const base = current ?? toFavorite(movie, null);
      const next = change(base);
      if (samePersonal(next, base)) return;
      dispatch(personalEdited(next));
    },
    [dispatch, store, movie],
  );

  return { record, edit };
}
