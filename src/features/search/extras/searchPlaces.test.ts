import { placeOf, rememberPlace } from './searchPlaces';

describe('search places', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the pages and the scroll of each history entry, for its own search only', () => {
    rememberPlace('a1', '?q=star', { pages: 3 });
    rememberPlace('a1', '?q=star', { scrollY: 1200 });
    expect(placeOf('a1', '?q=star')).toEqual({ search: '?q=star', pages: 3, scrollY: 1200 });
    expect(placeOf('a1', '?q=alien')).toBeNull();
    expect(placeOf('b2', '?q=star')).toBeNull();
    rememberPlace('a1', '?q=alien', { scrollY: 10 });
    expect(placeOf('a1', '?q=alien')).toEqual({ search: '?q=alien', pages: 1, scrollY: 10 });
  });

  it('forgets the oldest entries beyond fifty', () => {
    for (let i = 0; i < 55; i += 1) rememberPlace(`k${i}`, '?q=star', { pages: 2 });
    expect(placeOf('k0', '?q=star')).toBeNull();
    expect(placeOf('k4', '?q=star')).toBeNull();
    expect(placeOf('k5', '?q=star')?.pages).toBe(2);
    expect(placeOf('k54', '?q=star')?.pages).toBe(2);
  });

  it('survives a corrupted or hostile value and a storage that refuses to write', () => {
    sessionStorage.setItem(
      'filmoteka:searchPlaces',
      '{"x":{"search":"?q=a","pages":1e9,"scrollY":-5}}',
    );
    expect(placeOf('x', '?q=a')).toEqual({ search: '?q=a', pages: 100, scrollY: 0 });
    sessionStorage.setItem('filmoteka:searchPlaces', 'not json');
    expect(placeOf('x', '?q=a')).toBeNull();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => rememberPlace('x', '?q=a', { pages: 2 })).not.toThrow();
    vi.restoreAllMocks();
  });
});
