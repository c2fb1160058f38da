import { makeFavorite } from '../../test/factories';
import type { FavoriteMovie } from '../../features/favorites/state/favoriteMovie';
import {
  favoritesSlice,
  favoritesSynced,
  initialFavoritesState,
} from '../../features/favorites/state/favoritesSlice';
import { sameFavorites, serializeFavorites } from './storedFavorites';
import { diffFavorites, mergeFromOtherTab } from './favoritesMerge';

const byId = (...movies: FavoriteMovie[]) =>
  Object.fromEntries(movies.map((item) => [item.imdbID, item]));

describe('favorites across tabs: the pure rules', () => {
  it('reads another tab’s additions, changes and removals against what this tab last saw', () => {
    const change = diffFavorites(
      byId(makeFavorite(1), makeFavorite(2)),
      byId(makeFavorite(2, { title: 'New title' }), makeFavorite(3)),
    );
    expect(change.added).toEqual([makeFavorite(2, { title: 'New title' }), makeFavorite(3)]);
    expect(change.removed).toEqual(['tt0000001']);
  });

  it('lets this tab’s own edits since then win over the other tab’s', () => {
    const base = byId(makeFavorite(1), makeFavorite(2), makeFavorite(5));
    const ours = byId(makeFavorite(2, { title: 'Ours' }), makeFavorite(4), makeFavorite(5)); // we removed 1, changed 2, added 4
    const theirs = byId(makeFavorite(1, { title: 'Theirs' }), makeFavorite(3)); // they changed 1, removed 2 and 5, added 3
    expect(mergeFromOtherTab(base, ours, theirs)).toEqual({
      added: [makeFavorite(3)],
      removed: ['tt0000005'],
    });
  });

  it('applies a change in place, keeping unchanged items as they were', () => {
    const start = { ...initialFavoritesState, items: byId(makeFavorite(1), makeFavorite(2)) };
    const next = favoritesSlice.reducer(
      start,
      favoritesSynced({ added: [{ ...makeFavorite(2) }, makeFavorite(3)], removed: ['tt0000001'] }),
    );
    expect(Object.keys(next.items)).toEqual(['tt0000002', 'tt0000003']);
    expect(next.items.tt0000002).toBe(start.items.tt0000002);
    expect(
      favoritesSlice.reducer(start, favoritesSynced({ added: [makeFavorite(1)], removed: [] })),
    ).toBe(start);
  });

  it('compares stored lists by content, in any order', () => {
    expect(
      sameFavorites(
        serializeFavorites(byId(makeFavorite(1), makeFavorite(2))),
        serializeFavorites(byId(makeFavorite(2), makeFavorite(1))),
      ),
    ).toBe(true);
    expect(
      sameFavorites(
        serializeFavorites(byId(makeFavorite(1))),
        serializeFavorites(byId(makeFavorite(1, { title: 'Other' }))),
      ),
    ).toBe(false);
    expect(sameFavorites('{broken', serializeFavorites({}))).toBe(false);
  });
});
