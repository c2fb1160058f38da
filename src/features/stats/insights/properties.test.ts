import fc from 'fast-check';
import { statsText } from '../statsText';
import { makeFavorite } from '../../../test/factories';
import { propertyRuns, propertyTest } from '../../../test/propertyRuns';
import { decadeHistogram } from './decades';
import { addedPerMonth, MONTHS_SHOWN } from './months';
import { ratingStats } from './ratings';
import { runtimeStats } from './runtime';
import { factsOf } from './insights.fixtures';
import { genreStats, peopleStats, placeStats, TOP_NAMES } from './topNames';
import type { DetailFacts, ListedFilm, TopNames } from './types';

// OMDb's quirks and plain junk, mixed with the shapes it really writes.
const quirk = fc.constantFrom(
  'N/A',
  'n/a',
  ' N / A ',
  '',
  '   ',
  ',',
  ', ,',
  '(uncredited)',
  'Keanu Reeves, Keanu  Reeves',
  'Lana Wachowski (co-director), Lilly Wachowski (co-director)',
  'Action, Sci-Fi',
  'Drama',
  '2008–2013',
  '2021–',
  '1999',
  '136 min',
  '1 h 30 min',
  '2 h',
  '90',
  '7.8',
);
const text = fc.oneof(quirk, fc.string(), fc.string({ unit: 'grapheme', maxLength: 30 }));
const field = fc.option(text, { nil: null });
const rating = fc.oneof(
  fc.double(),
  fc.double({ min: 0, max: 10, noNaN: true }),
  fc.constantFrom(0, 9.99, 10, NaN, -1, 11),
  fc.constant(null),
  // A raw string that slipped past the mapper.
  quirk.map((raw) => raw as unknown as number),
);
const addedAt = fc.option(
  fc.oneof(
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    fc
      .date({ min: new Date('2025-06-01'), max: new Date('2027-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString()),
    text,
  ),
  { nil: null },
);

const entry = fc.record({
  title: text,
  year: fc.oneof(text, fc.integer({ min: 0, max: 9999 }).map(String)),
  type: fc.oneof(fc.constantFrom('movie', 'series', 'episode', 'game', ''), text),
  addedAt,
  details: fc.option(
    fc.record({
      genre: field,
      director: field,
      actors: field,
      runtime: field,
      country: field,
      language: field,
      imdbRating: rating,
    }),
    { nil: null },
  ),
});

type Entry = typeof entry extends fc.Arbitrary<infer T> ? T : never;

function libraryOf(entries: Entry[]) {
  const favorites: ListedFilm[] = [];
  const details = new Map<string, DetailFacts>();
  entries.forEach(({ details: facts, ...summary }, index) => {
    const film = makeFavorite(index, summary);
    favorites.push(film);
    if (facts) details.set(film.imdbID, factsOf(film, facts));
  });
  return { favorites, details };
}

function checkTopNames(stats: TopNames, favorites: readonly ListedFilm[], withDetails: number) {
  const ids = new Set(favorites.map((film) => film.imdbID));
  expect(stats.known).toBeLessThanOrEqual(withDetails);
  expect(stats.top.length).toBeLessThanOrEqual(Math.min(TOP_NAMES, stats.distinct));
  stats.top.forEach((bucket, index) => {
    expect(bucket.count).toBeGreaterThan(0);
    expect(bucket.count).toBeLessThanOrEqual(stats.known);
    expect(bucket.share).toBeGreaterThan(0);
    expect(bucket.share).toBeLessThanOrEqual(1);
    expect(bucket.films).toHaveLength(bucket.count);
    expect(new Set(bucket.films).size).toBe(bucket.count);
    for (const id of bucket.films) expect(ids.has(id)).toBe(true);
    if (index > 0) expect(bucket.count).toBeLessThanOrEqual(stats.top[index - 1].count);
  });
  expect(typeof statsText.genreCard.summary(stats)).toBe('string');
}

describe('the statistics over arbitrary favorites and details', propertyTest, () => {
  it('never throw, never count more than the list, and keep shares and bins consistent', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (entries) => {
        const { favorites, details } = libraryOf(entries);
        const withDetails = details.size;

        checkTopNames(genreStats(favorites, details), favorites, withDetails);
        checkTopNames(peopleStats(favorites, details, 'director'), favorites, withDetails);
        checkTopNames(peopleStats(favorites, details, 'actors'), favorites, withDetails);
        checkTopNames(placeStats(favorites, details, 'country'), favorites, withDetails);
        checkTopNames(placeStats(favorites, details, 'language'), favorites, withDetails);

        const decades = decadeHistogram(favorites);
        const decadeTotal = decades.reduce((sum, bucket) => sum + bucket.count, 0);
        expect(decadeTotal).toBeLessThanOrEqual(favorites.length);
        decades.forEach((bucket, index) => {
          expect(bucket.decade % 10).toBe(0);
          if (index > 0) expect(bucket.decade).toBe(decades[index - 1].decade + 10);
        });
        expect(typeof statsText.decadeCard.summary(decades)).toBe('string');

        const ratings = ratingStats(favorites, details);
        expect(ratings.bins).toHaveLength(10);
        expect(ratings.bins.reduce((sum, count) => sum + count, 0)).toBe(ratings.rated);
        expect(ratings.rated + ratings.unrated).toBe(withDetails);
        for (const value of [ratings.average, ratings.median]) {
          if (value !== null) expect(value >= 0 && value <= 10).toBe(true);
        }
        if (ratings.highest && ratings.lowest) {
          expect(ratings.highest.rating).toBeGreaterThanOrEqual(ratings.lowest.rating);
        }
        expect(typeof statsText.ratingCard.summary(ratings)).toBe('string');

        const runtime = runtimeStats(favorites, details);
        expect(runtime.timed + runtime.untimed).toBe(withDetails);
        expect(runtime.series).toBeLessThanOrEqual(runtime.timed);
        if (runtime.longest && runtime.averageMinutes !== null) {
          expect(runtime.averageMinutes).toBeLessThanOrEqual(runtime.longest.minutes);
          expect(runtime.totalMinutes).toBeLessThanOrEqual(runtime.longest.minutes * runtime.timed);
        } else {
          expect(runtime.totalMinutes).toBe(0);
        }
        expect(typeof statsText.runtimeCard.summary(runtime)).toBe('string');

        const months = addedPerMonth(favorites, new Date('2026-11-15T12:00:00Z'));
        expect(months).toHaveLength(MONTHS_SHOWN);
        const added = months.reduce((sum, bucket) => sum + bucket.count, 0);
        expect(added).toBeLessThanOrEqual(favorites.length);
        expect(typeof statsText.monthCard.summary(months)).toBe('string');
      }),
      { numRuns: propertyRuns({ quick: 150, full: 300 }) },
    );
  });
});
