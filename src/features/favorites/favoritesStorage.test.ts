import type { MovieSummary } from '../../api/types';
import { parseStoredFavorites, serializeFavorites } from './favoritesStorage';

const matrix: MovieSummary = {
  imdbID: 'tt0133093',
  title: 'The Matrix',
  year: '1999',
  type: 'movie',
  poster: '/p.svg',
};
const alien: MovieSummary = {
  imdbID: 'tt0078748',
  title: 'Alien',
  year: '1979',
  type: 'movie',
  poster: null,
};

describe('favorites in storage', () => {
  it('round-trips the items in order, with a version', () => {
    const raw = serializeFavorites({ [matrix.imdbID]: matrix, [alien.imdbID]: alien });
    expect(JSON.parse(raw).version).toBe(1);
    const parsed = parseStoredFavorites(raw);
    expect(parsed.intact).toBe(true);
    expect(Object.values(parsed.items)).toEqual([matrix, alien]);
  });

  it('starts empty and intact when nothing is stored', () => {
    expect(parseStoredFavorites(null)).toEqual({ items: {}, intact: true });
  });

  it.each(['{not json', '"text"', '42', 'null', '{"version":1}'])(
    'treats %s as unreadable',
    (raw) => {
      expect(parseStoredFavorites(raw)).toEqual({ items: {}, intact: false });
    },
  );

  it('keeps the valid items of a partly valid list', () => {
    const raw = JSON.stringify({ version: 1, items: [matrix, { imdbID: 'bad' }, 7, alien] });
    const parsed = parseStoredFavorites(raw);
    expect(parsed.intact).toBe(false);
    expect(Object.keys(parsed.items)).toEqual(['tt0133093', 'tt0078748']);
  });

  it('reads a bare list or a keyed record, but marks them for backup', () => {
    expect(Object.keys(parseStoredFavorites(JSON.stringify([matrix])).items)).toEqual([
      'tt0133093',
    ]);
    const keyed = parseStoredFavorites(JSON.stringify({ items: { tt0078748: alien } }));
    expect(keyed).toEqual({ items: { tt0078748: alien }, intact: false });
  });
});
