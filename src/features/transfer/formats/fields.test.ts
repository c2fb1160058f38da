import { clip, readDate, readId, readImdbType, readTitle, readYear } from './fields';

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
    expect(['1999', ' 2001 ', '99', '1999–2003', 'N/A'].map(readYear)).toEqual([
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
