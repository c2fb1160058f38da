import { sameMovie } from '../features/favorites/state/favoriteMovie';
import { imdbId, makeFavorite, makeFilm } from './factories';

describe('imdbId', () => {
  it.each([
    [0, 'tt0000000'],
    [1, 'tt0000001'],
    [42, 'tt0000042'],
    [133_093, 'tt0133093'],
    [9_999_999, 'tt9999999'],
    [10_000_000, 'tt10000000'],
    [35_000_000, 'tt35000000'],
  ])('writes %d as %s', (n, id) => {
    expect(imdbId(n)).toBe(id);
  });
});

describe('makeFilm', () => {
  it('builds film n with its id and the usual fields', () => {
    expect(makeFilm(7)).toEqual({
      imdbID: 'tt0000007',
      title: 'Movie 7',
      year: '2000',
      type: 'movie',
      poster: null,
    });
  });

  it('lets overrides change any field, the id included', () => {
    const overrides = {
      imdbID: 'tt0133093',
      title: 'The Matrix',
      year: '1999',
      type: 'series',
      poster: '/api/posters/tt0133093.png',
    };
    expect(makeFilm(1, overrides)).toEqual(overrides);
    expect(makeFilm(1, { year: '1979' })).toEqual({ ...makeFilm(1), year: '1979' });
  });

  it('builds equal films for the same n and distinct ids for distinct n', () => {
    expect(makeFilm(3)).toEqual(makeFilm(3));
    expect(makeFilm(3)).not.toBe(makeFilm(3));
    expect(makeFilm(3).imdbID).not.toBe(makeFilm(30).imdbID);
  });
});

describe('makeFavorite', () => {
  it('is film n kept before dates were', () => {
    expect(makeFavorite(2)).toEqual({ ...makeFilm(2), addedAt: null });
  });

  it('lets overrides change any field, addedAt included', () => {
    const favorite = makeFavorite(2, { title: 'Mine', addedAt: '2026-11-20T10:00:00.000Z' });
    expect(favorite).toEqual({
      ...makeFilm(2, { title: 'Mine' }),
      addedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(sameMovie(makeFavorite(2), makeFavorite(2))).toBe(true);
    expect(sameMovie(makeFavorite(2), favorite)).toBe(false);
  });
});
