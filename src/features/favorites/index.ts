/** What other features and data/ may use of the favorites (lint allows them nothing else). */
export { toFavorite, type FavoriteMovie } from './state/favoriteMovie';
export {
  favoritesEdited,
  favoritesImported,
  favoritesSynced,
  selectFavoriteItems,
  selectFavoriteList,
} from './state/favoritesSlice';
export { foldForFind } from './listView/arrange';
export {
  NOTE_MAX,
  RATING_MAX,
  isRating,
  isWatchDay,
  lastWatched,
  mergePersonal,
  normalizePersonal,
  personalConflict,
  today,
  withNote,
  withRating,
  withWatch,
  withoutWatch,
  type Personal,
} from './state/personal';
export {
  FAVORITES_VERSION,
  OMDB_TYPES,
  TITLE_MAX,
  normalizeAddedAt,
  validAddedAt,
  validFilmFields,
  validTitle,
  validType,
  validYear,
} from './state/validFavorite';
