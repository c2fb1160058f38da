import type { MovieSummary } from '../../../api/types';
import type { AppDispatch, RootState } from '../../../app/hooks';
import { toFavorite } from './favoriteMovie';
import { personalEdited, selectLibraryEntry, statusSet } from './favoritesSlice';
import { today, withWatch, withoutWatch } from './personal';
import type { Status } from './status';

type Thunk = (dispatch: AppDispatch, getState: () => RootState) => void;

/** «Хочу посмотреть» as a toggle: a film on the watchlist leaves it (no status), any other joins. */
export function toggleWant(movie: MovieSummary): Thunk {
  return (dispatch, getState) => {
    const wanted = selectLibraryEntry(getState(), movie.imdbID)?.status === 'want';
    dispatch(statusSet(movie, wanted ? null : 'want'));
  };
}

/** Whether the film was watched on `day` (today by default), as the visitor's library says. */
export function watchedOn(state: RootState, imdbID: string, day = today()): boolean {
  return selectLibraryEntry(state, imdbID)?.watched?.includes(day) ?? false;
}

interface MarkedToday {
  day: string;
  /** The status before the mark, given back by its undo. */
  before: Status | null;
  /** The status the mark left: if another has been chosen since, the undo leaves that one. */
  after: Status | null;
}

/**
 * What each «Просмотрено сегодня» of this page's lifetime changed, by film: a watch day marks a
 * film watched (status.ts), and its undo gives back the status it had, which the entry alone no
 * longer tells (a film that was on the watchlist would otherwise lose its place there).
 */
const markedToday = new Map<string, MarkedToday>();

/**
 * «Просмотрено сегодня» as a toggle: adds today to the film's watch days (which marks it watched),
 * or, when today is there already, takes it away again and, if this page made the mark and the
 * status is still the one the mark left, gives back the status it had before.
 */
export function toggleWatchedToday(movie: MovieSummary, day = today()): Thunk {
  return (dispatch, getState) => {
    const entry = selectLibraryEntry(getState(), movie.imdbID);
    const marked = markedToday.get(movie.imdbID);
    markedToday.delete(movie.imdbID);
    if (entry?.watched?.includes(day)) {
      dispatch(personalEdited(withoutWatch(entry, day)));
      const status = selectLibraryEntry(getState(), movie.imdbID)?.status ?? null;
      if (marked?.day === day && marked.after === status && marked.before !== status)
        dispatch(statusSet(movie, marked.before));
      return;
    }
    dispatch(personalEdited(withWatch(entry ?? toFavorite(movie, null), day)));
    const after = selectLibraryEntry(getState(), movie.imdbID)?.status ?? null;
    markedToday.set(movie.imdbID, { day, before: entry?.status ?? null, after });
  };
}
