import type { FavoriteMovie } from './favoriteMovie';
import { favoritesSlice, favoritesSynced, initialFavoritesState } from './favoritesSlice';
import { sameFavorites, serializeFavorites } from './favoritesStorage';
import { diffFavorites, mergeFromOtherTab } from './favoritesSync';

const movie = (n: number, title = `Movie ${n}`): FavoriteMovie => ({
  imdbID: `tt${String(n).padStart(7, '0')}`,
  title,
  year: '2000',
  type: 'movie',
  poster: null,
  addedAt: null,
});
const byId = (...movies: FavoriteMovie[]) =>
  Object.fromEntries(movies.map((item) => [item.imdbID, item]));

describe('favorites across tabs: the pure rules', () => {
  it('reads another tab’s additions, changes and removals against what this tab last saw', () => {
    const change = diffFavorites(byId(movie(1), movie(2)), byId(movie(2, 'New title'), movie(3)));
    expect(change.added).toEqual([movie(2, 'New title'), movie(3)]);
    expect(change.removed).toEqual(['tt0000001']);
  });

  it('lets this tab’s own edits since then win over the other tab’s', () => {
    const base = byId(movie(1), movie(2), movie(5));
    const ours = byId(movie(2, 'Ours'), movie(4), movie(5)); // we removed 1, changed 2, added 4
    const theirs = byId(movie(1, 'Theirs'), movie(3)); // they changed 1, removed 2 and 5, added 3
    expect(mergeFromOtherTab(base, ours, theirs)).toEqual({
      added: [movie(3)],
      removed: ['tt0000005'],
    });
  });

  it('applies a change in place, keeping unchanged items as they were', () => {
    const start = { ...initialFavoritesState, items: byId(movie(1), movie(2)) };
    const next = favoritesSlice.reducer(
      start,
      favoritesSynced({ added: [{ ...movie(2) }, movie(3)], removed: ['tt0000001'] }),
    );
    expect(Object.keys(next.items)).toEqual(['tt0000002', 'tt0000003']);
    expect(next.items.tt0000002).toBe(start.items.tt0000002);
    expect(favoritesSlice.reducer(start, favoritesSynced({ added: [movie(1)], removed: [] }))).toBe(
      start,
    );
  });

  it('compares stored lists by content, in any order', () => {
    expect(
      sameFavorites(
        serializeFavorites(byId(movie(1), movie(2))),
        serializeFavorites(byId(movie(2), movie(1))),
      ),
    ).toBe(true);
    expect(
      sameFavorites(
        serializeFavorites(byId(movie(1))),
        serializeFavorites(byId(movie(1, 'Other'))),
      ),
    ).toBe(false);
    expect(sameFavorites('{broken', serializeFavorites({}))).toBe(false);
  });
});
