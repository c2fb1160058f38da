import { makeFilm } from '../../../test/factories';
import { theMatrix } from '../favorites.fixtures';
import {
  addFavorite,
  clearFavorites,
  favoritesSlice,
  initialFavoritesState,
  personalEdited,
  removeFavorite,
  selectFavoriteItems,
  selectFavoriteList,
  selectFavoritesCount,
  selectIsFavorite,
  selectShelves,
  selectStatus,
  statusSet,
  toggleFavorite,
  type FavoritesState,
} from './favoritesSlice';
import { toFavorite } from './favoriteMovie';

const reduce = favoritesSlice.reducer;
const alien = makeFilm(78748, { title: 'Alien', year: '1979' });
const rootOf = (favorites: FavoritesState) => ({ favorites });

describe('the library: a status per title, the heart apart', () => {
  it('keeps a wanted film off the favorites, and hearting it keeps the status', () => {
    let state = reduce(initialFavoritesState, statusSet(alien, 'want'));
    expect(state.items.tt0078748).toMatchObject({ favorite: false, status: 'want' });
    expect(selectFavoritesCount(rootOf(state))).toBe(0);
    expect(selectShelves(rootOf(state)).want.map((entry) => entry.imdbID)).toEqual(['tt0078748']);
    state = reduce(state, addFavorite(alien));
    expect(state.items.tt0078748).not.toHaveProperty('favorite');
    expect(selectStatus(rootOf(state), 'tt0078748')).toBe('want');
    expect(selectIsFavorite(rootOf(state), 'tt0078748')).toBe(true);
  });

  it('takes the heart away without losing the status, and lets a title with nothing left go', () => {
    let state = reduce(initialFavoritesState, addFavorite(theMatrix));
    state = reduce(state, statusSet(theMatrix, 'watched'));
    state = reduce(state, removeFavorite(theMatrix.imdbID));
    expect(state.items.tt0133093).toMatchObject({ favorite: false, status: 'watched' });
    state = reduce(state, statusSet(theMatrix, null));
    expect(state.items).toEqual({});
    state = reduce(state, toggleFavorite(alien));
    state = reduce(state, toggleFavorite(alien));
    expect(state.items).toEqual({});
  });

  it('clears the favorites alone: titles on a shelf stay', () => {
    let state = reduce(initialFavoritesState, addFavorite(theMatrix));
    state = reduce(state, addFavorite(alien));
    state = reduce(state, statusSet(alien, 'dropped'));
    state = reduce(state, clearFavorites());
    expect(Object.keys(state.items)).toEqual(['tt0078748']);
    expect(selectFavoriteList(rootOf(state))).toEqual([]);
  });

  it('marks a title watched when rated or watched on a day, never hearting it', () => {
    let state = reduce(
      initialFavoritesState,
      personalEdited({ ...toFavorite(alien, null), rating: 7 }),
    );
    expect(state.items.tt0078748).toMatchObject({ rating: 7, status: 'watched', favorite: false });
    state = reduce(state, statusSet(theMatrix, 'want'));
    const wanted = state.items.tt0133093;
    state = reduce(state, personalEdited({ ...wanted, watched: ['2026-11-20'] }));
    expect(state.items.tt0133093).toMatchObject({ status: 'watched', favorite: false });
    expect(state.items.tt0133093.addedAt).toBe(wanted.addedAt);
  });

  it('leaves a show in progress or dropped on its shelf when rated, and a note alone marks nothing', () => {
    let state = reduce(initialFavoritesState, statusSet(theMatrix, 'watching'));
    state = reduce(state, personalEdited({ ...state.items.tt0133093, rating: 9 }));
    expect(state.items.tt0133093.status).toBe('watching');
    state = reduce(state, personalEdited({ ...toFavorite(alien, null), note: 'Потом.' }));
    expect(state.items.tt0078748).not.toHaveProperty('status');
    expect(state.items.tt0078748).toMatchObject({ note: 'Потом.', favorite: false });
  });

  it('gives the favorites view the same objects while only other shelves change', () => {
    let state = reduce(initialFavoritesState, addFavorite(theMatrix));
    const before = selectFavoriteItems(rootOf(state));
    expect(before).toBe(state.items);
    state = reduce(state, statusSet(alien, 'want'));
    expect(selectFavoriteItems(rootOf(state))).toEqual(before);
    expect(selectFavoriteList(rootOf(state))).toEqual([state.items.tt0133093]);
  });
});
