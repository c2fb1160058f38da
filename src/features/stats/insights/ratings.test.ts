import { ratingStats } from './ratings';
import { library } from './insights.fixtures';

const rated = (...ratings: (number | null)[]) =>
  library(ratings.map((imdbRating) => ({ imdbRating })));

describe('ratingStats', () => {
  it('has no figures for no favorites', () => {
    expect(ratingStats([], new Map())).toEqual({
      bins: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      rated: 0,
      unrated: 0,
      average: null,
      median: null,
      highest: null,
      lowest: null,
    });
  });

  it('puts 0 in the first bin, and 9.99 and 10 in the last', () => {
    const { favorites, details } = rated(0, 0.99, 1, 7.5, 8, 9.99, 10);
    expect(ratingStats(favorites, details).bins).toEqual([2, 1, 0, 0, 0, 0, 0, 1, 1, 2]);
  });

  it('rounds the average and the median to one decimal', () => {
    const { favorites, details } = rated(7.1, 7.2, 8.4, 9.0);
    const stats = ratingStats(favorites, details);
    expect(stats.average).toBe(7.9);
    expect(stats.median).toBe(7.8);
    const odd = rated(9, 2, 6.5);
    expect(ratingStats(odd.favorites, odd.details).median).toBe(6.5);
  });

  it('never counts a missing rating as 0: "N/A" and impossible values are unrated', () => {
    const notANumber = 'N/A' as unknown as number;
    const { favorites, details } = rated(8, null, NaN, 11, -1, notANumber);
    const stats = ratingStats(favorites, details);
    expect(stats).toMatchObject({ rated: 1, unrated: 5, average: 8, median: 8 });
    expect(stats.bins[0]).toBe(0);
    expect(stats.lowest?.rating).toBe(8);
  });

  it('reads a rating that slipped through as a string', () => {
    const { favorites, details } = rated('7.5' as unknown as number);
    expect(ratingStats(favorites, details)).toMatchObject({ rated: 1, average: 7.5 });
  });

  it('does not count favorites without details as unrated', () => {
    const { favorites, details } = library([{ imdbRating: 6 }, null, { imdbRating: null }]);
    expect(ratingStats(favorites, details)).toMatchObject({ rated: 1, unrated: 1 });
  });

  it('names the highest and the lowest, the earlier favorite winning a tie', () => {
    const { favorites, details } = rated(5, 9.1, 3.2, 9.1, 3.2);
    const stats = ratingStats(favorites, details);
    expect(stats.highest).toEqual({
      imdbID: favorites[1].imdbID,
      title: favorites[1].title,
      rating: 9.1,
    });
    expect(stats.lowest).toEqual({
      imdbID: favorites[2].imdbID,
      title: favorites[2].title,
      rating: 3.2,
    });
  });
});
