import {
  clip,
  readDate,
  readDay,
  readId,
  readImdbType,
  readRating10,
  readStars,
  readTitle,
  readYear,
  rowPersonal,
} from './fields';

describe('reading the cells of an import file', () => {
  it.each([
    [' tt0133093 ', { imdbID: 'tt0133093' }],
    ['Tt12345678', { imdbID: 'tt12345678' }],
    ['tt123456789', { imdbID: null, invalidId: 'tt123456789' }],
    ['nm0000206', { imdbID: null, invalidId: 'nm0000206' }],
    [
      'https://www.imdb.com/title/tt0133093/',
      { imdbID: null, invalidId: 'https://www.imdb.com/title/tt0133093/' },
    ],
    ['  ', { imdbID: null }],
  ])('reads the id "%s"', (cell, id) => {
    expect(readId(cell)).toEqual(id);
  });

  it('cuts a long invalid id for display, never between surrogate halves', () => {
    expect(readId('x'.repeat(100)).invalidId).toBe('x'.repeat(40));
    expect(clip(`${'a'.repeat(39)}😀b`)).toBe('a'.repeat(39));
    expect(clip('short')).toBe('short');
  });

  it('trims titles and takes only four-digit years', () => {
    expect(readTitle('  Alien \n')).toBe('Alien');
    expect(readTitle(' \t')).toBeNull();
    expect(['1999', ' 2001 ', '99', '1999–2003', 'N/A'].map((year) => readYear(year))).toEqual([
      '1999',
      '2001',
      null,
      null,
      null,
    ]);
  });

  it.each([
    ['2023-05-14', '2023-05-14T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2023-02-29', null],
    ['1.2.2024', '2024-02-01T00:00:00.000Z'],
    ['2023-05-14T10:15:00Z', '2023-05-14T10:15:00.000Z'],
    ['2023-05-14T10:15:00.000Z', '2023-05-14T10:15:00.000Z'],
    ['2023-99-99T10:15:00.000Z', null],
    ['N/A', null],
  ])('reads the date "%s" as %s', (cell, date) => {
    expect(readDate(cell)).toBe(date);
  });

  it('reads a date in the form of older IMDb exports as Date.parse does', () => {
    expect(readDate('Mon Jan 27 00:00:00 2014')).toBe(new Date(2014, 0, 27).toISOString());
  });

  it('ignores case, spaces and hyphens in title types, and nothing else', () => {
    expect(readImdbType(' TV MINI-SERIES ')).toBe('series');
    expect(readImdbType('tv_series')).toBeNull();
    expect(readImdbType('constructor')).toBeNull();
  });
});

describe("reading the visitor's fields", () => {
  it.each([
    ['2024-05-03', '2024-05-03'],
    [' 2024-02-29 ', '2024-02-29'],
    ['2023-02-29', null],
    ['3.5.2024', '2024-05-03'],
    ['31.04.2024', null],
    ['', null],
    ['N/A', null],
  ])('reads the watch day "%s" as %s', (cell, day) => {
    expect(readDay(cell)).toBe(day);
  });

  it("reads a time as its day in the visitor's calendar", () => {
    expect(readDay('Mon Jan 27 00:00:00 2014')).toBe('2014-01-27');
  });

  it('maps every half star to one point of ten, exactly, and nothing else', () => {
    const stars = Array.from({ length: 10 }, (_, index) => String((index + 1) / 2));
    expect(stars.map(readStars)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(['0', '0.25', '5.5', '-1', 'four', ''].map(readStars)).toEqual(Array(6).fill(undefined));
    expect(['1', '10', ' 7 ', '0', '11', '7.5', ''].map(readRating10)).toEqual([
      1,
      10,
      7,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('leaves a row without personal fields when it brings none', () => {
    expect(rowPersonal({ watched: [null], note: '' })).toBeUndefined();
    expect(rowPersonal({ rating: 3, watched: ['2999-01-01', '2020-01-01', null] })).toEqual({
      rating: 3,
      watched: ['2020-01-01'],
    });
  });
});
