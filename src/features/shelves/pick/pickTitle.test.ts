import { makeFavorite } from '../../../test/factories';
import { candidatesOf, fits, knownGenres, pickTitle, type PickFacts } from './pickTitle';

const [short, long, unknown] = [1, 2, 3].map((n) => ({
  ...makeFavorite(n),
  status: 'want' as const,
}));
const facts = new Map<string, PickFacts>([
  [short.imdbID, { runtime: '90 min', genre: 'Comedy, Drama' }],
  [long.imdbID, { runtime: '2 h 30 min', genre: 'Drama, War' }],
]);
const candidates = candidatesOf([short, long, unknown], facts);
const anything = { maxRuntime: null, genre: null };

describe('«Что посмотреть?»', () => {
  it('reads each title’s runtime and genres from the kept details, none when not kept', () => {
    expect(candidates.map(({ runtime, genres }) => ({ runtime, genres }))).toEqual([
      { runtime: 90, genres: ['Comedy', 'Drama'] },
      { runtime: 150, genres: ['Drama', 'War'] },
      { runtime: null, genres: [] },
    ]);
    expect(knownGenres(candidates)).toEqual(['Comedy', 'Drama', 'War']);
  });

  it('keeps a title within the runtime limit and of the genre; a limit needs its fact known', () => {
    const limited = { maxRuntime: 120, genre: null };
    expect(candidates.filter((c) => fits(c, limited)).map((c) => c.movie)).toEqual([short]);
    const drama = { maxRuntime: null, genre: 'Drama' };
    expect(candidates.filter((c) => fits(c, drama)).map((c) => c.movie)).toEqual([short, long]);
    expect(candidates.filter((c) => fits(c, anything))).toHaveLength(3);
    expect(fits(candidates[1], { maxRuntime: 150, genre: 'War' })).toBe(true);
  });

  it('picks at random among the fitting titles', () => {
    expect(pickTitle(candidates, anything, null, () => 0)?.movie).toBe(short);
    expect(pickTitle(candidates, anything, null, () => 0.5)?.movie).toBe(long);
    expect(pickTitle(candidates, anything, null, () => 0.99)?.movie).toBe(unknown);
  });

  it('never picks the same title twice in a row while another fits', () => {
    for (const draw of [0, 0.3, 0.6, 0.99]) {
      expect(pickTitle(candidates, anything, short.imdbID, () => draw)?.movie).not.toBe(short);
    }
    const drama = { maxRuntime: 100, genre: 'Drama' };
    expect(pickTitle(candidates, drama, short.imdbID, () => 0.5)?.movie).toBe(short);
  });

  it('says nothing fits when no title does', () => {
    expect(pickTitle(candidates, { maxRuntime: 60, genre: null }, null)).toBeNull();
    expect(pickTitle([], anything, null)).toBeNull();
  });
});
