import fc from 'fast-check';
import { statsText } from '../statsText';
import { makeFavorite } from '../../../test/factories';
import { propertyRuns, propertyTest } from '../../../test/propertyRuns';
import { factsOf } from './insights.fixtures';
import type { DetailFacts, PersonalFilm } from './types';
import { WATCH_MONTHS_SHOWN, watchesPerMonth } from './watchMonths';
import { ratingDistribution, VERSUS_TOP, versusImdb } from './yourRatings';

const day = fc.oneof(
  fc
    .date({ min: new Date('1990-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('2026-11-01', '2026-11-30', '2025-01-15', '2026-13-01', 'N/A', ''),
);
const yours = fc.oneof(
  fc.integer({ min: 1, max: 10 }),
  fc.constantFrom(0, 11, 7.5, Number.NaN),
  fc.constant(undefined),
);
// IMDb writes a tenth; junk slips past the mapper sometimes.
const imdb = fc.oneof(
  fc.integer({ min: 10, max: 100 }).map((tenths) => tenths / 10),
  fc.constantFrom(null, 0, 10, 'N/A' as unknown as number, '7.8' as unknown as number),
);
const entry = fc.record({
  rating: yours,
  watched: fc.option(fc.uniqueArray(day, { maxLength: 6 }), { nil: undefined }),
  imdbRating: fc.option(imdb, { nil: undefined }),
});

type Entry = typeof entry extends fc.Arbitrary<infer T> ? T : never;

function libraryOf(entries: Entry[]) {
  const favorites: PersonalFilm[] = [];
  const details = new Map<string, DetailFacts>();
  entries.forEach(({ rating, watched, imdbRating }, index) => {
    const film: PersonalFilm = { ...makeFavorite(index), rating, watched };
    favorites.push(film);
    if (imdbRating !== undefined) details.set(film.imdbID, factsOf(film, { imdbRating }));
  });
  return { favorites, details };
}

const VALID_DAY = /^\d{4}-(0[1-9]|1[0-2])-\d\d$/;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10;
const imdbOf = (raw: unknown) => {
  const value = typeof raw === 'string' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 10
    ? value
    : null;
};

describe('the visitor’s own statistics over arbitrary favorites', propertyTest, () => {
  it('count every rating once, and average and compare them as worked out by hand', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), (entries) => {
        const { favorites, details } = libraryOf(entries);
        const ratings = favorites.map((film) => film.rating).filter(isWhole);

        const distribution = ratingDistribution(favorites);
        expect(sum(distribution.counts)).toBe(ratings.length);
        expect(distribution.rated + distribution.unrated).toBe(favorites.length);
        if (ratings.length === 0) {
          expect(distribution.average).toBeNull();
        } else {
          const exact = sum(ratings) / ratings.length;
          expect(Math.abs((distribution.average ?? 0) - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
          const most = distribution.counts[(distribution.mostGiven ?? 0) - 1];
          expect(Math.max(...distribution.counts)).toBe(most);
        }
        expect(typeof statsText.yourRatingsCard.summary(distribution)).toBe('string');

        const pairs = favorites.flatMap((film) => {
          const theirs = imdbOf(details.get(film.imdbID)?.imdbRating);
          return isWhole(film.rating) && theirs !== null ? [film.rating - theirs] : [];
        });
        const versus = versusImdb(favorites, details);
        expect(versus.compared).toBe(pairs.length);
        if (pairs.length === 0) expect(versus.averageDifference).toBeNull();
        else {
          const exact = sum(pairs) / pairs.length;
          expect(Math.abs((versus.averageDifference ?? 0) - exact)).toBeLessThanOrEqual(
            0.05 + 1e-9,
          );
        }
        const positive = pairs.filter((difference) => difference > 1e-9);
        const negative = pairs.filter((difference) => difference < -1e-9);
        expect(versus.above).toHaveLength(Math.min(VERSUS_TOP, positive.length));
        expect(versus.below).toHaveLength(Math.min(VERSUS_TOP, negative.length));
        versus.above.forEach((film, index) => {
          expect(film.difference).toBeCloseTo(film.yours - film.imdb, 9);
          if (index > 0)
            expect(film.difference).toBeLessThanOrEqual(versus.above[index - 1].difference);
        });
        versus.below.forEach((film, index) => {
          expect(film.difference).toBeCloseTo(film.yours - film.imdb, 9);
          if (index > 0)
            expect(film.difference).toBeGreaterThanOrEqual(versus.below[index - 1].difference);
        });
        if (positive.length > 0)
          expect(versus.above[0].difference).toBeCloseTo(Math.max(...positive), 9);
        if (negative.length > 0)
          expect(versus.below[0].difference).toBeCloseTo(Math.min(...negative), 9);
        expect(typeof statsText.versusCard.summary(versus)).toBe('string');

        const watches = watchesPerMonth(favorites);
        const days = favorites.flatMap((film) =>
          (film.watched ?? []).filter((d) => VALID_DAY.test(d)),
        );
        expect(watches.watches).toBe(days.length);
        expect(sum(watches.months.map((month) => month.count)) + watches.earlier).toBe(days.length);
        expect(watches.months.length).toBeLessThanOrEqual(WATCH_MONTHS_SHOWN);
        watches.months.forEach((month, index) => {
          if (index === 0) return;
          const [year, number] = watches.months[index - 1].month.split('-').map(Number);
          const next =
            number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
          expect(month.month).toBe(next.padStart(7, '0'));
        });
        if (days.length > 0) {
          expect(watches.months.at(-1)?.count).toBeGreaterThan(0);
          const perMonth = new Map<string, number>();
          for (const d of days) perMonth.set(d.slice(0, 7), (perMonth.get(d.slice(0, 7)) ?? 0) + 1);
          expect(watches.busiest?.count).toBe(Math.max(...perMonth.values()));
        }
        expect(typeof statsText.watchCard.summary(watches)).toBe('string');
      }),
      { numRuns: propertyRuns({ quick: 150, full: 400 }) },
    );
  });
});
