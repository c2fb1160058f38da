import { lastSearchYear } from './filters';
import { readSearchAddress, searchAddressFor, withoutEmptyFilters } from './searchAddress';

describe('the search address', () => {
  it('writes the query and the filters set, and nothing for no search', () => {
    expect(searchAddressFor('the matrix', { type: null, year: null })).toBe('?q=the+matrix');
    expect(searchAddressFor('star', { type: 'series', year: 1999 })).toBe(
      '?q=star&type=series&y=1999',
    );
    expect(searchAddressFor('Tom & Jerry?', { type: null, year: null })).toBe(
      '?q=Tom+%26+Jerry%3F',
    );
    expect(searchAddressFor('', { type: 'movie', year: 2000 })).toBe('');
  });

  it('reads back what it wrote', () => {
    for (const [query, filters] of [
      ['the matrix', { type: null, year: null }],
      ['Tom & Jerry?', { type: 'episode', year: 1870 }],
      ['  spaced  ', { type: 'movie', year: lastSearchYear() }],
    ] as const) {
      expect(readSearchAddress(searchAddressFor(query, filters))).toEqual({
        query,
        filters,
        badType: null,
        badYear: null,
      });
    }
  });

  it('keeps invalid filters apart, as typed, and never takes them for filters', () => {
    expect(readSearchAddress('?q=star&type=xyz&y=abc')).toEqual({
      query: 'star',
      filters: { type: null, year: null },
      badType: 'xyz',
      badYear: 'abc',
    });
    expect(readSearchAddress('?q=star&type=game').badType).toBe('game');
    expect(readSearchAddress('?q=star&y=1869').badYear).toBe('1869');
    expect(readSearchAddress(`?q=star&y=${lastSearchYear() + 1}`).badYear).toBe(
      String(lastSearchYear() + 1),
    );
    expect(readSearchAddress('?q=star&y=19999').badYear).toBe('19999');
  });

  it('treats empty filters as none and a missing query as empty', () => {
    expect(readSearchAddress('?type=&y=')).toEqual({
      query: '',
      filters: { type: null, year: null },
      badType: null,
      badYear: null,
    });
    expect(readSearchAddress('').query).toBe('');
  });
});

describe('withoutEmptyFilters', () => {
  it('drops the empty type and year a plain form sends, and nothing else', () => {
    expect(withoutEmptyFilters('?q=matrix&type=&y=')).toBe('?q=matrix');
    expect(withoutEmptyFilters('?q=matrix&type=series&y=')).toBe('?q=matrix&type=series');
    expect(withoutEmptyFilters('?q=matrix&type=series')).toBe('?q=matrix&type=series');
    expect(withoutEmptyFilters('?type=')).toBe('');
    expect(withoutEmptyFilters('')).toBe('');
  });
});
