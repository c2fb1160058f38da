import type { DetailsById, PersonalFilm } from './types';
import { watchesPerMonth } from './watchMonths';
import { ratingDistribution, versusImdb } from './yourRatings';

/** The user-timing entry each computation of the visitor's own statistics leaves, for a test or a profile. */
export const PERSONAL_MEASURE = 'filmoteka:statistics:personal';

/**
 * The statistics of the visitor's ratings and watch days. Apart from computeInsights: editing a
 * rating recomputes these alone (the page keeps the others while the films stay the same).
 */
export function computePersonalInsights(favorites: readonly PersonalFilm[], details: DetailsById) {
  const start = performance.now();
  const insights = {
    ratings: ratingDistribution(favorites),
    versus: versusImdb(favorites, details),
    watches: watchesPerMonth(favorites),
  };
  performance.measure(PERSONAL_MEASURE, {
    start,
    detail: { favorites: favorites.length, details: details.size },
  });
  return insights;
}

export type PersonalInsights = ReturnType<typeof computePersonalInsights>;
