import { checkQuery, hasCyrillic, isImdbId, withRecentSearch } from './query';
import { text } from '../../shared/text';

describe('checkQuery', () => {
  it('ignores empty and whitespace-only input', () => {
    expect(checkQuery('')).toEqual({ kind: 'empty' });
    expect(checkQuery('   \t ')).toEqual({ kind: 'empty' });
  });

  it('warns about fewer than 3 characters with the exact text', () => {
    expect(checkQuery('ab')).toEqual({
      kind: 'tooShort',
      warning: 'Минимальная длина запроса: 3 символа',
    });
    expect(checkQuery('  ab  ').kind).toBe('tooShort');
    expect(checkQuery('abc').kind).toBe('title');
  });

  it.each([
    'the',
    'and',
    'but',
    'for',
    'with',
    'movie',
    'film',
    'cinema',
    'THE',
    'Movie',
    ' Cinema ',
  ])('refuses the stop-word %j case-insensitively', (word) => {
    expect(checkQuery(word)).toEqual({ kind: 'tooGeneral', warning: text.search.tooGeneral });
  });

  it('covers all 15 stop-words and only exact matches', () => {
    const words = 'the and or but in on at to for of with by movie film cinema'.split(' ');
    const refused = words.filter(
      (word) => word.length >= 3 && checkQuery(word).kind === 'tooGeneral',
    );
    expect(refused).toHaveLength(words.filter((word) => word.length >= 3).length);
    expect(checkQuery('the matrix').kind).toBe('title');
    expect(checkQuery('films').kind).toBe('title');
  });

  it('treats tt plus 7 or 8 digits as an id, in any case', () => {
    expect(checkQuery('tt0133093')).toEqual({ kind: 'id', query: 'tt0133093' });
    expect(checkQuery('TT10838180')).toEqual({ kind: 'id', query: 'TT10838180' });
    expect(checkQuery('tt013309').kind).toBe('title');
    expect(checkQuery('tt013309312').kind).toBe('title');
    expect(isImdbId(' tt0133093 ')).toBe(true);
  });

  it('uses the exact too-general warning of the spec', () => {
    expect(text.search.tooGeneral).toBe(
      "Слишком общий запрос. Попробуйте ввести более конкретное название фильма (например, 'Inception 2010' или 'The Matrix').",
    );
  });
});

describe('withRecentSearch', () => {
  it('trims and lowercases, placing the entry first', () => {
    expect(withRecentSearch(['alien'], '  The Matrix ')).toEqual(['the matrix', 'alien']);
  });

  it('skips entries of 2 characters or fewer', () => {
    expect(withRecentSearch(['alien'], ' ab ')).toEqual(['alien']);
  });

  it('moves an existing entry to the front instead of repeating it', () => {
    expect(withRecentSearch(['alien', 'matrix', 'heat'], 'MATRIX')).toEqual([
      'matrix',
      'alien',
      'heat',
    ]);
  });

  it('keeps at most 10 entries, dropping the oldest', () => {
    const ten = Array.from({ length: 10 }, (_, index) => `query ${index}`);
    const next = withRecentSearch(ten, 'newest');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('newest');
    expect(next).not.toContain('query 9');
  });
});

describe('hasCyrillic', () => {
  it('spots Russian letters anywhere in the input', () => {
    expect(hasCyrillic('Сталкер')).toBe(true);
    expect(hasCyrillic('matrix ё')).toBe(true);
    expect(hasCyrillic('Stalker 1979')).toBe(false);
  });
});
