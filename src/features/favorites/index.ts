/** What other features and data/ may use of the favorites (lint allows them nothing else). */
export {
  isHearted,
  isKept,
  toFavorite,
  withHeart,
  type FavoriteMovie,
} from './state/favoriteMovie';
export {
  episodesMarked,
  favoritesEdited,
  favoritesImported,
  favoritesSynced,
  selectFavoriteItems,
  selectFavoriteList,
  selectLibraryEntry,
  selectLibraryItems,
  selectLibraryList,
  selectShelves,
  statusSet,
} from './state/favoritesSlice';
export {
  EPISODES_MAX,
  episodeKey,
  isEpisodeKey,
  parseEpisodeKey,
  readEpisodes,
  sameEpisodes,
  type Episodes,
} from './state/episodes';
export { STATUSES, isStatus, statusAfterWatch, withStatus, type Status } from './state/status';
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
