import { sameMovie, type FavoriteMovie } from '../../features/favorites/state/favoriteMovie';
import type { FavoritesChange } from '../../features/favorites/state/favoritesSlice';

/**
 * The other tab's edits, measured from what this tab last saw in storage (`before`) to what storage
 * holds now (`after`). Applying them to this tab's own list keeps both tabs' additions.
 */
export function diffFavorites(
  before: Record<string, FavoriteMovie>,
  after: Record<string, FavoriteMovie>,
): FavoritesChange {
  const added = Object.values(after).filter((movie) => {
    const known = Object.hasOwn(before, movie.imdbID) ? before[movie.imdbID] : undefined;
    return known === undefined || !sameMovie(known, movie);
  });
  const removed = Object.keys(before).filter((id) => !Object.hasOwn(after, id));
  return { added, removed };
}

export function isEmptyChange({ added, removed }: FavoritesChange): boolean {
  return added.length === 0 && removed.length === 0;
}

/**
 * A three-way merge: the other tab's edits since `base` (what this tab last saw in storage) are
 * applied, except to items this tab itself changed since then — those are the newer edits.
 */
export function mergeFromOtherTab(
  base: Record<string, FavoriteMovie>,
  ours: Record<string, FavoriteMovie>,
  theirs: Record<string, FavoriteMovie>,
): FavoritesChange {
  const mine = diffFavorites(base, ours);
  const touched = new Set([...mine.added.map((movie) => movie.imdbID), ...mine.removed]);
  const change = diffFavorites(base, theirs);
  return {
    added: change.added.filter((movie) => !touched.has(movie.imdbID)),
    removed: change.removed.filter((id) => !touched.has(id)),
  };
}
