import { matchesRoute, routeParams } from './routeMatch';

describe('routeParams', () => {
  it('gives the parameters of a matching path, percent-decoded', () => {
    expect(routeParams('/movie/:id', '/movie/tt0133093')).toEqual({ id: 'tt0133093' });
    expect(routeParams('/movie/:id', '/movie/a%20b')).toEqual({ id: 'a b' });
    expect(routeParams('/favorites', '/favorites')).toEqual({});
  });

  it('matches any case and a trailing slash, as the router does', () => {
    expect(routeParams('/movie/:id', '/MOVIE/tt0133093/')).toEqual({ id: 'tt0133093' });
    expect(matchesRoute('/favorites', '/Favorites/')).toBe(true);
    expect(matchesRoute('/', '/')).toBe(true);
  });

  it('refuses other paths, an empty parameter and extra segments', () => {
    expect(routeParams('/movie/:id', '/movie/')).toBeNull();
    expect(routeParams('/movie/:id', '/movie/tt1/extra')).toBeNull();
    expect(matchesRoute('/favorites', '/favorites/extra')).toBe(false);
    expect(matchesRoute('/', '/charts')).toBe(false);
  });

  it('refuses a parameter its rule does not match, in whole', () => {
    expect(routeParams('/year/:year([1-9]\\d{3})', '/year/2026')).toEqual({ year: '2026' });
    expect(matchesRoute('/year/:year([1-9]\\d{3})', '/year/abc')).toBe(false);
    expect(matchesRoute('/year/:year([1-9]\\d{3})', '/year/99999')).toBe(false);
    expect(matchesRoute('/year/:year([1-9]\\d{3})', '/year/0999')).toBe(false);
    expect(matchesRoute('/year/:year([1-9]\\d{3})', '/year/x2026')).toBe(false);
  });

  it('keeps a segment that is not valid percent-encoding as it is', () => {
    expect(routeParams('/movie/:id', '/movie/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
  });
});
