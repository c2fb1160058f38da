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

  it('merges by the one merge: per field, this tab’s own edits since then win over the other tab’s', () => {
    const base = byId(makeFavorite(1), makeFavorite(2), makeFavorite(5), makeFavorite(6));
    // We removed 1, changed 2's title, added 4, rated 6.
    const ours = byId(makeFavorite(2, { title: 'Ours' }), makeFavorite(4), makeFavorite(5), {
      ...makeFavorite(6),
      rating: 8,
    });
    // They changed 1, removed 2 and 5, added 3, noted 6.
    const theirs = byId(makeFavorite(1, { title: 'Theirs' }), makeFavorite(3), {
      ...makeFavorite(6),
      note: 'Их заметка',
    });
    const change = mergeFromOtherTab(base, ours, theirs);
    // The removal of 2 takes its heart: our new title alone keeps nothing in the library.
    expect(change.removed.sort()).toEqual(['tt0000002', 'tt0000005']);
    expect(change.added).toEqual([
      makeFavorite(3),
      { ...makeFavorite(6), rating: 8, note: 'Их заметка' },
    ]);
  });

  it('keeps a status another tab set on an entry this tab hearted before', () => {
    const base = byId(makeFavorite(1));
    const ours = byId(makeFavorite(1, { title: 'Refreshed' }));
    const theirs = byId({ ...makeFavorite(1), status: 'want' });
    expect(mergeFromOtherTab(base, ours, theirs).added).toEqual([
      { ...makeFavorite(1, { title: 'Refreshed' }), status: 'want' },
    ]);
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
