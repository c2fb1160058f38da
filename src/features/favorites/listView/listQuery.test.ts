import {
  WATCHLIST_SORTS,
  DEFAULT_LIST_QUERY,
  activeFilterCount,
  isFiltered,
  MAX_FIND_LENGTH,
  needsDetails,
  readListQuery,
  writeListQuery,
  type ListQuery,
} from './listQuery';

const read = (search: string) => readListQuery(new URLSearchParams(search));

describe('the favorites list query in the address', () => {
  it('reads every parameter', () => {
    expect(
      read(
        'sort=year-desc&type=series&rated=no&decade=1990&q=star&genre=Drama&director=Christopher+Nolan&actor=Keanu%20Reeves',
      ),
    ).toEqual({
      sort: 'year-desc',
      type: 'series',
      rated: 'no',
      decade: 1990,
      q: 'star',
      genre: 'Drama',
      director: 'Christopher Nolan',
      actor: 'Keanu Reeves',
    });
  });

  it('reads a name with its spaces tidied, and an empty one as none', () => {
    expect(read('actor=%20Keanu%20%20Reeves%20').actor).toBe('Keanu Reeves');
    expect(read('genre=%20%20').genre).toBeNull();
    expect(read(`director=${'x'.repeat(500)}`).director).toHaveLength(MAX_FIND_LENGTH);
  });

  it('gives the defaults for an address without parameters', () => {
    expect(read('')).toEqual(DEFAULT_LIST_QUERY);
    expect(DEFAULT_LIST_QUERY.sort).toBe('added-desc');
  });

  it.each([
    ['sort=popularity', { sort: 'added-desc' }],
    ['sort=', { sort: 'added-desc' }],
    ['sort=YEAR-DESC', { sort: 'added-desc' }],
    ['type=documentary', { type: null }],
    ['type=Series', { type: null }],
    ['rated=1', { rated: null }],
    ['rated=YES', { rated: null }],
    ['rated=', { rated: null }],
    ['sort=rating', { sort: 'added-desc' }],
    ['decade=1995', { decade: null }],
    ['decade=199', { decade: null }],
    ['decade=1990s', { decade: null }],
    ['decade=-1990', { decade: null }],
    ['decade=9990', { decade: null }],
    ['decade=1860', { decade: null }],
    ['decade=%E2%80%A6', { decade: null }],
  ] as const)('ignores the unknown or malformed %s', (search, expected) => {
    expect(read(search)).toEqual({ ...DEFAULT_LIST_QUERY, ...expected });
  });

  it('takes the first of repeated parameters and cuts an overlong text', () => {
    expect(read('sort=title-asc&sort=year-asc').sort).toBe('title-asc');
    expect(read(`q=${'x'.repeat(500)}`).q).toHaveLength(MAX_FIND_LENGTH);
  });

  it('writes only what differs from the defaults, and keeps the other parameters', () => {
    const query: ListQuery = {
      ...DEFAULT_LIST_QUERY,
      sort: 'title-asc',
      type: 'game',
      rated: 'yes',
      decade: 2000,
      q: 'Матрица & co',
    };
    const written = writeListQuery(new URLSearchParams('view=grid&q=old'), query);
    expect(written.toString()).toBe(
      'view=grid&q=%D0%9C%D0%B0%D1%82%D1%80%D0%B8%D1%86%D0%B0+%26+co&sort=title-asc&type=game&rated=yes&decade=2000',
    );
    expect(readListQuery(written)).toEqual(query);
    expect(writeListQuery(written, DEFAULT_LIST_QUERY).toString()).toBe('view=grid');
  });

  it('counts type, rating, decade and text as filters, but not the order or blank text', () => {
    expect(isFiltered(DEFAULT_LIST_QUERY)).toBe(false);
    expect(isFiltered({ ...DEFAULT_LIST_QUERY, sort: 'year-asc', q: '   ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_LIST_QUERY, type: 'movie' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_LIST_QUERY, decade: 1980 })).toBe(true);
    expect(isFiltered({ ...DEFAULT_LIST_QUERY, rated: 'no' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_LIST_QUERY, sort: 'rating-desc' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_LIST_QUERY, q: 'a' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_LIST_QUERY, genre: 'Drama' })).toBe(true);
    expect(needsDetails({ ...DEFAULT_LIST_QUERY, actor: 'Keanu Reeves' })).toBe(true);
    expect(needsDetails({ ...DEFAULT_LIST_QUERY, type: 'movie', q: 'x' })).toBe(false);
    expect(activeFilterCount({ ...DEFAULT_LIST_QUERY, sort: 'year-asc', q: ' ' })).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_LIST_QUERY, type: 'movie', q: 'a', actor: 'X' })).toBe(3);
  });

  it('reads an order only of the list that offers it: runtime on the watchlist, not the favorites', () => {
    const params = new URLSearchParams('sort=runtime-asc');
    expect(readListQuery(params).sort).toBe('added-desc');
    expect(readListQuery(params, WATCHLIST_SORTS).sort).toBe('runtime-asc');
    expect(readListQuery(new URLSearchParams('sort=title-asc'), WATCHLIST_SORTS).sort).toBe(
      'added-desc',
    );
  });
});
