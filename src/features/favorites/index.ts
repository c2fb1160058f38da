/** What other features may use of the favorites, with storedForm.ts (lint allows them nothing else). */
export { toFavorite, type FavoriteMovie } from './state/favoriteMovie';
export { favoritesImported, selectFavoriteItems, selectFavoriteList } from './state/favoritesSlice';
export { foldForFind } from './listView/arrange';
