import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { pickSummary, type MovieSummary } from '../../../api/types';
import { useAppDispatch, useAppSelector, type RootState } from '../../../app/hooks';
import { samePersonal, toFavorite, type FavoriteMovie } from '../state/favoriteMovie';
import { addFavorite, favoritesEdited, selectFavoriteItems } from '../state/favoritesSlice';

export type PersonalChange = (record: FavoriteMovie) => FavoriteMovie;

/**
 * The film's favorite record (undefined when it is not a favorite) and a way to change its
 * personal fields. A change to a film not in favorites adds it first; a change that changes
 * nothing (a blank note on a film without one) adds nothing.
 */
export function usePersonalEdit(movie: MovieSummary) {
  const dispatch = useAppDispatch();
  // The store itself, so that a change made late (a note saved as its field goes away) starts
  // from the record as it is then, not as it was at the last render.
  const store = useStore<RootState>();
  const record = useAppSelector((state) => selectFavoriteItems(state)[movie.imdbID]);

  const edit = useCallback(
    (change: PersonalChange) => {
      const current = selectFavoriteItems(store.getState())[movie.imdbID];
      const base = current ?? toFavorite(movie, null);
      const next = change(base);
      if (samePersonal(next, base)) return;
      if (!current) dispatch(addFavorite(pickSummary(movie)));
      dispatch(favoritesEdited([next]));
    },
    [dispatch, store, movie],
  );

  return { record, edit };
}
