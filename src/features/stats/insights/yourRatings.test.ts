import { factsOf, listed } from './insights.fixtures';
import type { DetailFacts, PersonalFilm } from './types';
import { ratingDistribution, versusImdb } from './yourRatings';

const film = (rating?: number, title?: string): PersonalFilm =>
  ({
    ...listed(title ? { title } : {}),
    ...(rating === undefined ? {} : { rating }),
  }) as PersonalFilm;

describe('the distribution of the visitor’s ratings', () => {
  it('counts each rating from 1 to 10, with the average and the rating given most', () => {
    const list = [film(8), film(8), film(3), film(10), film(), film(7)];
    const stats = ratingDistribution(list);
    expect(stats.counts).toEqual([0, 0, 1, 0, 0, 0, 1, 2, 0, 1]);
    expect(stats).toMatchObject({ rated: 5, unrated: 1, average: 7.2, mostGiven: 8 });
  });

  it('takes the higher rating on a tie for the most given', () => {
    expect(ratingDistribution([film(4), film(9)]).mostGiven).toBe(9);
  });

  it('leaves out ratings that are not whole numbers from 1 to 10', () => {
    const odd = [film(0), film(11), film(7.5), film(Number.NaN)];
    expect(ratingDistribution(odd)).toMatchObject({
      rated: 0,
      unrated: 4,
      average: null,
      mostGiven: null,
    });
  });

  it('has nothing to say of a list without ratings', () => {
    expect(ratingDistribution([])).toEqual({
      counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      rated: 0,
      unrated: 0,
      average: null,
      mostGiven: null,
    });
  });
});

describe('the visitor’s ratings against IMDb’s', () => {
  function compare(entries: [number | undefined, DetailFacts['imdbRating'] | 'none'][]) {
    const favorites = entries.map(([rating], index) => film(rating, `Film ${index + 1}`));
    const details = new Map<string, DetailFacts>();
    entries.forEach(([, imdb], index) => {
      const one = favorites[index];
      if (imdb !== 'none') details.set(one.imdbID, factsOf(one, { imdbRating: imdb }));
    });
    return versusImdb(favorites, details);
  }
  const names = (films: { title: string }[]) => films.map((one) => one.title);

  it('averages the differences to a tenth, without float error', () => {
    // 9 − 8.2 = 0.8, 7 − 7.9 = −0.9, 8 − 7.3 = 0.7: 0.6 / 3 = 0.2
    const stats = compare([
      [9, 8.2],
      [7, 7.9],
      [8, 7.3],
    ]);
    expect(stats.compared).toBe(3);
    expect(stats.averageDifference).toBe(0.2);
    expect(stats.above.map((one) => one.difference)).toEqual([0.8, 0.7]);
    expect(stats.below).toEqual([
      expect.objectContaining({ title: 'Film 2', yours: 7, imdb: 7.9, difference: -0.9 }),
    ]);
  });

  it('lists the five furthest above and below, furthest first, ties in the favorites’ order', () => {
    const stats = compare([
      [10, 5], // +5
      [1, 9], // −8
      [9, 8], // +1
      [10, 6], // +4
      [6, 5], // +1
      [8, 4], // +4
      [7, 6.5], // +0.5
      [9, 4.5], // +4.5
      [5, 5], // 0: in the average only
      [2, 3], // −1
    ]);
    expect(names(stats.above)).toEqual(['Film 1', 'Film 8', 'Film 4', 'Film 6', 'Film 3']);
    expect(names(stats.below)).toEqual(['Film 2', 'Film 10']);
    expect(stats.compared).toBe(10);
  });

  it('leaves out films without a rating of either side, or without details', () => {
    const stats = compare([
      [undefined, 7],
      [8, null],
      [8, 'N/A' as unknown as number],
      [8, 'none'],
    ]);
    expect(stats).toEqual({ compared: 0, averageDifference: null, above: [], below: [] });
  });

  it('reads IMDb’s rating written as a string, and shows the favorite’s title or else the details’', () => {
    const stats = compare([[6, '8.5' as unknown as number]]);
    expect(stats.below[0]).toMatchObject({ imdb: 8.5, difference: -2.5, title: 'Film 1' });
  });
});
