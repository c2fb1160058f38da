import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { memoizeLast } from '../../../shared/lib/memoizeLast';
import { pickSummary, type MovieSummary } from '../../../api/types';
import {
  isHearted,
  isKept,
  sameMovie,
  toFavorite,
  withHeart,
  type FavoriteMovie,
} from './favoriteMovie';
import { withEpisodeMarks } from './episodes';
import { statusAfterWatch, withStatus, type Status } from './status';

export interface FavoritesState {
  /**
   * The visitor's library, keyed by imdbID, in the order the entries were added: the favorites
   * (the hearted entries) and every other title with a status, a rating, a watch day or a note.
   */
  items: Record<string, FavoriteMovie>;
  loading: boolean;
  error: string | null;
}

/**
 * What another tab or device changed: favorites it added (or whose data it changed) and ids it
 * removed. Worked out by data/ (local/favoritesMerge.ts), applied by `favoritesSynced`.
 */
export interface FavoritesChange {
  added: FavoriteMovie[];
  removed: string[];
}

export const initialFavoritesState: FavoritesState = { items: {}, loading: false, error: null };

/** The action's payload: the film's summary, stamped with the time it is added. */
const stamped = (movie: MovieSummary) => ({
  payload: toFavorite(movie, new Date().toISOString()),
});

/** The hearted entries, the same object for the same library, so views do not re-render. */
const heartedOf = memoizeLast((items: FavoritesState['items']) => {
  const hearted: Record<string, FavoriteMovie> = {};
  let all = true;
  for (const id of Object.keys(items)) {
    if (isHearted(items[id])) hearted[id] = items[id];
    else all = false;
  }
  return all ? items : hearted;
});

/** The favorites in a stable array: the same library gives the same array. */
const favoriteListOf = memoizeLast((items: FavoritesState['items']) =>
  Object.values(heartedOf(items)),
);

/** The whole library in a stable array. */
const libraryListOf = memoizeLast((items: FavoritesState['items']) => Object.values(items));

/** Each status's entries, in the order they were added, for the same library the same arrays. */
const shelvesOf = memoizeLast((items: FavoritesState['items']) => {
  const shelves: Record<Status, FavoriteMovie[]> = {
    want: [],
    watching: [],
    watched: [],
    dropped: [],
  };
  for (const entry of Object.values(items)) if (entry.status) shelves[entry.status].push(entry);
  return shelves;
});

/** The entry as given, or gone from the library when it holds nothing any more. */
function keep(state: FavoritesState, entry: FavoriteMovie): void {
  if (isKept(entry)) state.items[entry.imdbID] = entry;
  else delete state.items[entry.imdbID];
}

function unheart(state: FavoritesState, imdbID: string): void {
  const known = state.items[imdbID];
  if (known) keep(state, withHeart(known, false));
}

export const favoritesSlice = createSlice({
  name: 'favorites',
  initialState: initialFavoritesState,
  reducers: {
    /** Hearts the film; a film already hearted is left as it is. */
    addFavorite: {
      reducer(state, action: PayloadAction<FavoriteMovie>) {
        const movie = action.payload;
        const known = state.items[movie.imdbID];
        if (!known) state.items[movie.imdbID] = movie;
        else if (!isHearted(known)) state.items[movie.imdbID] = withHeart(known, true);
      },
      prepare: stamped,
    },
    /** Takes the heart away; the film stays in the library while it has a status or notes. */
    removeFavorite(state, action: PayloadAction<string>) {
      unheart(state, action.payload);
    },
    toggleFavorite: {
      reducer(state, action: PayloadAction<FavoriteMovie>) {
        const movie = action.payload;
        const known = state.items[movie.imdbID];
        if (!known) state.items[movie.imdbID] = movie;
        else keep(state, withHeart(known, !isHearted(known)));
      },
      prepare: stamped,
    },
    clearFavorites(state) {
      for (const id of Object.keys(state.items)) unheart(state, id);
    },
    /** The film's status set (null: none); a film not in the library yet enters it, unhearted. */
    statusSet: {
      reducer(state, action: PayloadAction<{ movie: FavoriteMovie; status: Status | null }>) {
        const { movie, status } = action.payload;
        const known = state.items[movie.imdbID] ?? withHeart(movie, false);
        keep(state, withStatus(known, status));
      },
      prepare: (movie: MovieSummary, status: Status | null) => ({
        payload: { movie: toFavorite(movie, new Date().toISOString()), status },
      }),
    },
    /** An import's chosen films, in one change: those already present are left as they are. */
    /**
     * Episodes of a series marked (a day) or taken back (null), any number in one change: a whole
     * season is one write. Marking one puts a series with no status, or only wanted, on «Смотрю»;
     * `finished` (the caller knows the last episode is marked) puts it on «Просмотрено».
     */
    episodesMarked: {
      reducer(
        state,
        action: PayloadAction<{
          movie: FavoriteMovie;
          marks: Record<string, string | null>;
          finished: boolean;
        }>,
      ) {
        const { movie, marks, finished } = action.payload;
        const known = state.items[movie.imdbID] ?? withHeart(movie, false);
        const episodes = withEpisodeMarks(known.episodes, marks);
        let next: FavoriteMovie = { ...known };
        if (episodes) next.episodes = episodes;
        else delete next.episodes;
        const marked = Object.values(marks).some((day) => day !== null);
        if (finished) next = withStatus(next, 'watched');
        else if (marked && (next.status === undefined || next.status === 'want'))
          next = withStatus(next, 'watching');
        keep(state, next);
      },
      prepare: (movie: MovieSummary, marks: Record<string, string | null>, finished = false) => ({
        payload: { movie: toFavorite(movie, new Date().toISOString()), marks, finished },
      }),
    },
    favoritesImported(state, action: PayloadAction<FavoriteMovie[]>) {
      for (const movie of action.payload) state.items[movie.imdbID] ??= movie;
    },
    /**
     * New records of entries already present: an import's merged into ours. `addedAt` stays; an
     * id that is no longer in the library is left out (it was removed meanwhile, maybe in another
     * tab).
     */
    favoritesEdited(state, action: PayloadAction<FavoriteMovie[]>) {
      for (const movie of action.payload) {
        const known = state.items[movie.imdbID];
        if (known) keep(state, { ...movie, addedAt: known.addedAt });
      }
    },
    /**
     * The visitor's rating, watch days or note edited (personal.ts makes the record): a film not in
     * the library yet enters it, unhearted. A new rating or watch day marks it watched
     * (status.ts); the heart is never touched.
     */
    personalEdited: {
      reducer(state, action: PayloadAction<FavoriteMovie>) {
        const edited = action.payload;
        const known = state.items[edited.imdbID];
        const watchedMore =
          (edited.rating !== undefined && edited.rating !== known?.rating) ||
          (edited.watched ?? []).some((day) => !known?.watched?.includes(day));
        let next: FavoriteMovie = withHeart(
          { ...edited, addedAt: known ? known.addedAt : edited.addedAt },
          known !== undefined && isHearted(known),
        );
        next = withStatus(next, known?.status ?? null);
        if (watchedMore) next = withStatus(next, statusAfterWatch(known?.status));
        keep(state, next);
      },
      prepare: (record: FavoriteMovie) => ({
        payload: { ...record, addedAt: record.addedAt ?? new Date().toISOString() },
      }),
    },
    /** Newer data for a favorite (its details were opened): the summary changes, the rest stays. */
    favoriteRefreshed(state, action: PayloadAction<MovieSummary>) {
      const known = state.items[action.payload.imdbID];
      if (!known) return;
      const fresh = { ...known, ...pickSummary(action.payload) };
      if (!sameMovie(known, fresh)) state.items[fresh.imdbID] = fresh;
    },
    /** Another tab's or device's edits: its version of an entry wins, the rest of ours stays. */
    favoritesSynced(state, action: PayloadAction<FavoritesChange>) {
      for (const id of action.payload.removed) delete state.items[id];
      for (const movie of action.payload.added) {
        const known = state.items[movie.imdbID];
        // Unchanged items keep their object, so an echo of our own list changes nothing.
        if (!known || !sameMovie(known, movie)) state.items[movie.imdbID] = movie;
      }
    },
    setFavoritesLoading(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    setFavoritesError(state, action: PayloadAction<string | null>) {
      state.error = action.payload;
    },
  },
  selectors: {
    selectLibraryItems: (state) => state.items,
    selectLibraryList: (state) => libraryListOf(state.items),
    selectLibraryEntry: (state, imdbID: string): FavoriteMovie | undefined =>
      Object.hasOwn(state.items, imdbID) ? state.items[imdbID] : undefined,
    selectFavoriteItems: (state) => heartedOf(state.items),
    selectFavoriteList: (state) => favoriteListOf(state.items),
    selectFavoritesCount: (state) => favoriteListOf(state.items).length,
    selectIsFavorite: (state, imdbID: string) =>
      Object.hasOwn(state.items, imdbID) && isHearted(state.items[imdbID]),
    selectStatus: (state, imdbID: string): Status | undefined =>
      Object.hasOwn(state.items, imdbID) ? state.items[imdbID].status : undefined,
    selectShelves: (state) => shelvesOf(state.items),
  },
});

export const {
  addFavorite,
  removeFavorite,
  toggleFavorite,
  clearFavorites,
  statusSet,
  personalEdited,
  episodesMarked,
  favoritesImported,
  favoritesEdited,
  favoriteRefreshed,
  favoritesSynced,
  setFavoritesLoading,
  setFavoritesError,
} = favoritesSlice.actions;
export const {
  selectLibraryItems,
  selectLibraryList,
  selectLibraryEntry,
  selectFavoriteItems,
  selectFavoriteList,
  selectFavoritesCount,
  selectIsFavorite,
  selectStatus,
  selectShelves,
} = favoritesSlice.selectors;
