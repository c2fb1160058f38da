import { cleanName, splitNames } from '../../../shared/lib/names';
import { parseRuntime, ratingOf } from './parse';

describe('splitNames', () => {
  it('splits a comma-separated field into trimmed names in the given order', () => {
    expect(splitNames('Action, Sci-Fi,Drama')).toEqual(['Action', 'Sci-Fi', 'Drama']);
  });

  it('collapses odd spacing and lists a name repeated in one field once', () => {
    expect(splitNames('  Keanu Reeves, Keanu  Reeves ,\tCarrie-Anne\u00a0Moss ')).toEqual([
      'Keanu Reeves',
      'Carrie-Anne Moss',
    ]);
  });

  it.each([null, undefined, '', '   ', 'N/A', 'n/a', ' N / A ', ', ,', 'N/A, n/a'])(
    'finds no names in %j',
    (raw) => {
      expect(splitNames(raw)).toEqual([]);
    },
  );

  it('drops "N/A" and empty items between real names', () => {
    expect(splitNames('Drama, N/A, , Crime,')).toEqual(['Drama', 'Crime']);
  });

  it('drops parenthesised notes only when asked, and then merges the same person', () => {
    const raw = 'Lana Wachowski (co-director), Lilly Wachowski (co-director)';
    expect(splitNames(raw, true)).toEqual(['Lana Wachowski', 'Lilly Wachowski']);
    expect(splitNames(raw)).toEqual([
      'Lana Wachowski (co-director)',
      'Lilly Wachowski (co-director)',
    ]);
    expect(splitNames('Keanu Reeves (uncredited), Keanu Reeves', true)).toEqual(['Keanu Reeves']);
    expect(splitNames('Tom Hanks (voice) (as Woody), (uncredited)', true)).toEqual(['Tom Hanks']);
  });
});

describe('cleanName', () => {
  it('keeps a name that merely contains "n/a" letters', () => {
    expect(cleanName('Nia')).toBe('Nia');
    expect(cleanName(' N/A ')).toBeNull();
    expect(cleanName('N   /   A')).toBeNull();
  });
});

describe('parseRuntime', () => {
  it.each([
    ['136 min', 136],
    ['45 min', 45],
    ['90', 90],
    ['90min', 90],
    ['1 h 30 min', 90],
    ['1h 30min', 90],
    ['1h30m', 90],
    ['2 h', 120],
    ['2h', 120],
    ['1 hr 5 mins', 65],
    ['3 hours 2 minutes', 182],
    ['  100   min ', 100],
    ['1,200 min', 1200],
  ])('reads %j as %d minutes', (raw, minutes) => {
    expect(parseRuntime(raw)).toBe(minutes);
  });

  it.each([
    null,
    undefined,
    '',
    'N/A',
    'n/a',
    'min',
    'h',
    '0 min',
    'about 90 min',
    '1,2 min',
    'abc',
  ])('reads %j as no runtime', (raw) => {
    expect(parseRuntime(raw)).toBeNull();
  });
});

describe('ratingOf', () => {
  it.each([
    [7.8, 7.8],
    [0, 0],
    [10, 10],
    [9.99, 9.99],
    ['7.8', 7.8],
    [' 8 ', 8],
  ])('reads %j as %d', (raw, rating) => {
    expect(ratingOf(raw)).toBe(rating);
  });

  it.each([null, undefined, NaN, Infinity, -0.1, 10.1, 'N/A', '', '0x5', '7,8', 'abc', {}])(
    'reads %j as no rating, never 0',
    (raw) => {
      expect(ratingOf(raw)).toBeNull();
    },
  );
});
