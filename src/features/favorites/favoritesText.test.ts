import { favoritesText } from './favoritesText';

describe('the favorites’ texts', () => {
  it('build the count line in the Russian plural forms', () => {
    expect(favoritesText.count(1)).toBe('1 фильм в избранном');
    expect(favoritesText.count(3)).toBe('3 фильма в избранном');
    expect(favoritesText.count(5)).toBe('5 фильмов в избранном');
    expect(favoritesText.count(21)).toBe('21 фильм в избранном');
  });
});
