import { decadeHistogram } from './decades';
import { addedPerMonth } from './months';
import { ratingStats } from './ratings';
import { runtimeBins } from './runtimeBins';
import { runtimeStats } from './runtime';
import { genreStats, peopleStats, placeStats } from './topNames';
import type { DetailsById, ListedFilm } from './types';

/** The user-timing entry each computation leaves, so a test or a profile can read how long it took. */
export const INSIGHTS_MEASURE = 'filmoteka:statistics';

/** Every statistic of the insight cards: pure functions over the favorites and their details. */
export function computeInsights(favorites: readonly ListedFilm[], details: DetailsById, now: Date) {
  const start = performance.now();
  const insights = {
    genres: genreStats(favorites, details),
    directors: peopleStats(favorites, details, 'director'),
    actors: peopleStats(favorites, details, 'actors'),
    countries: placeStats(favorites, details, 'country'),
    languages: placeStats(favorites, details, 'language'),
    decades: decadeHistogram(favorites),
    ratings: ratingStats(favorites, details),
    runtime: runtimeStats(favorites, details),
    runtimeBins: runtimeBins(favorites, details),
    months: addedPerMonth(favorites, now),
  };
  performance.measure(INSIGHTS_MEASURE, {
    start,
    detail: { favorites: favorites.length, details: details.size },
  });
  return insights;
}

export type Insights = ReturnType<typeof computeInsights>;
