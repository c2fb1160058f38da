import { sameMovie, type FavoriteMovie } from '../../features/favorites/state/favoriteMovie';
import type { FavoritesChange } from '../../features/favorites/state/favoritesSlice';
import { changesBetween, fromFavorites } from '../sync/changes';
import { merge } from '../sync/collection';
import { createStamper, newClock } from '../sync/hlc';
import { project } from '../sync/projection';

type Items = Readonly<Record<string, FavoriteMovie>>;

/**
 * The other tab's edits, measured from what this tab last saw in storage (`before`) to what storage
 * holds now (`after`). Applying them to this tab's own library keeps both tabs' additions.
 */
export function diffFavorites(before: Items, after: Items): FavoritesChange {
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

/** The same clock for every tab merge: only the order of its stamps matters (see below). */
const TAB_MERGE_DEVICE = 'tabmerge000';

function pick(items: Items, ids: readonly string[]): Record<string, FavoriteMovie> {
  const picked: Record<string, FavoriteMovie> = {};
  for (const id of ids) if (Object.hasOwn(items, id)) picked[id] = items[id];
  return picked;
}

/**
 * The other tab's edits since `base` (what this tab last saw in storage), with this tab's own. Where
 * only the other tab changed an entry, its version stands as it is. Where both did, they meet in
 * the one merge every device uses (sync/collection.ts): both edits are stamped as fragments of the
 * state `base` stands for, the other tab's first, so per field this tab's newer edit wins and the
 * other tab's stands wherever this tab changed nothing. A library of 10,000 costs what the edits do.
 */
export function mergeFromOtherTab(base: Items, ours: Items, theirs: Items): FavoritesChange {
  const change = diffFavorites(base, theirs);
  const mine = diffFavorites(base, ours);
  const touched = new Set([...mine.added.map((movie) => movie.imdbID), ...mine.removed]);
  const both = [...change.added.map((movie) => movie.imdbID), ...change.removed].filter((id) =>
    touched.has(id),
  );
  const theirsAlone: FavoritesChange = {
    added: change.added.filter((movie) => !touched.has(movie.imdbID)),
    removed: change.removed.filter((id) => !touched.has(id)),
  };
  if (both.length === 0) return theirsAlone;
  const { next } = createStamper(newClock(TAB_MERGE_DEVICE));
  const [was, current, other] = [pick(base, both), pick(ours, both), pick(theirs, both)];
  const start = fromFavorites(was, next);
  const theirEdit = changesBetween(was, other, next);
  const ourEdit = changesBetween(was, current, next);
  const merged = diffFavorites(current, project(merge(merge(start, theirEdit), ourEdit)));
  return {
    added: [...theirsAlone.added, ...merged.added],
    removed: [...theirsAlone.removed, ...merged.removed],
  };
}
