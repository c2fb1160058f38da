import { hasFilters, lastSearchYear, parseSearchYear, sameFilters } from './filters';

describe('search filters', () => {
  it('accepts a year of four digits from 1870 to next year', () => {
    expect(parseSearchYear('1870')).toBe(1870);
    expect(parseSearchYear(' 1999 ')).toBe(1999);
    expect(parseSearchYear(String(lastSearchYear()))).toBe(lastSearchYear());
    for (const bad of [
      '1869',
      String(lastSearchYear() + 1),
      '199',
      '19999',
      'abc',
      '1e3',
      '',
      '２０００',
    ]) {
      expect(parseSearchYear(bad)).toBeNull();
    }
  });

  it('takes next year as the last one', () => {
    expect(lastSearchYear(new Date('2026-11-24T12:00:00Z'))).toBe(2027);
  });

  it('tells whether any filter is set, and whether two sets are the same', () => {
    expect(hasFilters({ type: null, year: 2000 })).toBe(true);
    expect(hasFilters({ type: null, year: null })).toBe(false);
    expect(sameFilters({ type: 'movie', year: null }, { type: 'movie', year: null })).toBe(true);
    expect(sameFilters({ type: 'movie', year: null }, { type: 'movie', year: 2000 })).toBe(false);
  });
});
