import type { MovieSummary } from '../../api/types';
import { yearOf } from '../../shared/lib/movieYear';
import { makeFilm } from '../../test/factories';
import { generalStats, topYears, typeDistribution, yearDistribution } from './stats';

let nextId = 1;
/** A new film (the next id) of this year and type. */
function movie(year: string, type = 'movie'): MovieSummary {
  return makeFilm(nextId++, { year, type });
}

/** `count` movies of one year. */
function many(count: number, year: string, type = 'movie'): MovieSummary[] {
  return Array.from({ length: count }, () => movie(year, type));
}

describe('yearOf', () => {
  it.each([
    ['1999', 1999],
    ['2008–2013', 2008],
    ['2021–', 2021],
    ['2008-2013', 2008],
    ['  1972 ', 1972],
  ])('reads %j as %d', (raw, expected) => {
    expect(yearOf(raw)).toBe(expected);
  });

  it.each(['N/A', '', '99', '12345', 'unknown'])('finds no year in %j', (raw) => {
    expect(yearOf(raw)).toBeNull();
  });
});

describe('yearDistribution', () => {
  it('is empty for no movies', () => {
    expect(yearDistribution([])).toEqual([]);
  });

  it('counts a running series by its first year and skips unreadable years', () => {
    const movies = [movie('2008–2013', 'series'), movie('2008'), movie('N/A'), movie('')];
    expect(yearDistribution(movies)).toEqual([{ year: 2008, count: 2, share: 1 }]);
  });

  it('shows years newest first with bars relative to the largest count', () => {
    const movies = [...many(1, '1999'), ...many(4, '2010'), ...many(2, '2003')];
    expect(yearDistribution(movies)).toEqual([
      { year: 2010, count: 4, share: 1 },
      { year: 2003, count: 2, share: 0.5 },
      { year: 1999, count: 1, share: 0.25 },
    ]);
  });

  it('keeps only the 10 most frequent years, then orders them newest first', () => {
    // Twelve years, 1990…2001: 1990 and 1991 lead; the ten others have two films each.
    const movies = [
      ...many(5, '1990'),
      ...many(4, '1991'),
      ...Array.from({ length: 10 }, (_, i) => many(2, String(1992 + i))).flat(),
    ];
    const years = yearDistribution(movies).map((bucket) => bucket.year);
    expect(years).toHaveLength(10);
    expect(years).toContain(1990);
    expect(years).toContain(1991);
    // Ten years tie at 2; the newer ones win the 8 remaining places: 2001 down to 1994.
    expect(years).toEqual([2001, 2000, 1999, 1998, 1997, 1996, 1995, 1994, 1991, 1990]);
  });

  it('breaks a tie for the last place in favour of the newer year', () => {
    const movies = Array.from({ length: 11 }, (_, i) => movie(String(2000 + i)));
    const years = yearDistribution(movies).map((bucket) => bucket.year);
    expect(years).toHaveLength(10);
    expect(years).not.toContain(2000);
    expect(years[0]).toBe(2010);
    expect(years.at(-1)).toBe(2001);
  });

  it('honours a smaller limit', () => {
    const movies = [...many(3, '2001'), ...many(2, '2002'), ...many(1, '2003')];
    expect(yearDistribution(movies, 2).map((bucket) => bucket.year)).toEqual([2002, 2001]);
  });
});

describe('topYears', () => {
  it('ranks by count, ties to the newer year', () => {
    const movies = [...many(2, '1995'), ...many(2, '2005'), ...many(3, '1980')];
    expect(topYears(movies).map(({ year, count }) => [year, count])).toEqual([
      [1980, 3],
      [2005, 2],
      [1995, 2],
    ]);
  });
});

describe('typeDistribution', () => {
  it('is empty for no movies', () => {
    expect(typeDistribution([])).toEqual([]);
  });

  it('counts types with Russian labels, most frequent first', () => {
    const movies = [
      ...many(1, '2000', 'game'),
      ...many(3, '2000', 'movie'),
      ...many(2, '2000', 'series'),
    ];
    expect(typeDistribution(movies)).toEqual([
      { type: 'movie', label: 'Фильм', count: 3, share: 1 },
      { type: 'series', label: 'Сериал', count: 2, share: 2 / 3 },
      { type: 'game', label: 'Игра', count: 1, share: 1 / 3 },
    ]);
  });

  it('orders equal counts by label', () => {
    const movies = [
      movie('2000', 'series'),
      movie('2000', 'episode'),
      movie('2000', 'movie'),
      movie('2000', 'game'),
    ];
    expect(typeDistribution(movies).map((bucket) => bucket.label)).toEqual([
      'Игра',
      'Сериал',
      'Фильм',
      'Эпизод',
    ]);
  });

  it('names a missing type', () => {
    expect(typeDistribution([movie('2000', '')])[0]).toMatchObject({
      type: '',
      label: 'Тип не указан',
      count: 1,
    });
  });

  it('keeps an unknown type as it came', () => {
    expect(typeDistribution([movie('2000', 'short')])[0]).toMatchObject({
      type: 'short',
      label: 'short',
      count: 1,
    });
  });
});

describe('generalStats', () => {
  it('gives zeros and no popular year for an empty list', () => {
    expect(generalStats([])).toEqual({
      total: 0,
      distinctTopYears: 0,
      typeCount: 0,
      averagePerType: 0,
      mostPopularYear: null,
    });
  });

  it('sums up a small collection', () => {
    const movies = [
      ...many(3, '1999', 'movie'),
      ...many(2, '2008–2013', 'series'),
      movie('2008', 'movie'),
      movie('N/A', 'game'),
    ];
    expect(generalStats(movies)).toEqual({
      total: 7,
      distinctTopYears: 2,
      typeCount: 3,
      averagePerType: 2, // 7 / 3 = 2.33…
      mostPopularYear: { year: 2008, count: 3 },
    });
  });

  it('rounds the average half up', () => {
    // 5 movies over 2 types = 2.5 → 3
    const movies = [...many(4, '2000', 'movie'), movie('2000', 'series')];
    expect(generalStats(movies).averagePerType).toBe(3);
  });

  it('rounds the average down below a half', () => {
    // 9 movies over 4 types = 2.25 → 2
    const movies = [
      ...many(6, '2000', 'movie'),
      movie('2000', 'series'),
      movie('2000', 'episode'),
      movie('2000', 'game'),
    ];
    expect(generalStats(movies).averagePerType).toBe(2);
  });

  it('gives the most popular year to the newer of two equally frequent years', () => {
    const movies = [...many(2, '1994'), ...many(2, '2014'), movie('2001')];
    expect(generalStats(movies).mostPopularYear).toEqual({ year: 2014, count: 2 });
  });

  it('counts at most 10 distinct years, those of the top 10', () => {
    const movies = Array.from({ length: 25 }, (_, i) => movie(String(1990 + i)));
    const stats = generalStats(movies);
    expect(stats.distinctTopYears).toBe(10);
    expect(stats.total).toBe(25);
  });

  it('has no popular year when no movie has a readable year', () => {
    expect(generalStats([movie('N/A'), movie('')]).mostPopularYear).toBeNull();
  });
});

// Their speed at this size is the growth bench's to measure (bench/growth.ts), not a unit test's.
describe('at scale', () => {
  it('counts 10,000 favorites, every one of them', () => {
    const types = ['movie', 'series', 'episode', 'game'];
    const movies = Array.from({ length: 10_000 }, (_, i) =>
      movie(
        i % 7 === 0 ? `${1950 + (i % 75)}–${1960 + (i % 60)}` : String(1900 + (i % 125)),
        types[i % 4],
      ),
    );
    expect(yearDistribution(movies)).toHaveLength(10);
    expect(typeDistribution(movies).map(({ count }) => count)).toEqual([2500, 2500, 2500, 2500]);
    expect(topYears(movies)).toHaveLength(10);
    expect(generalStats(movies).total).toBe(10_000);
  });
});
