import { isRating, RATING_MAX } from '../../favorites';
import { ratingOf } from './parse';
import type { DetailsById, PersonalFilm } from './types';

export interface RatingDistribution {
  /** counts[r - 1]: the films the visitor rated r, for r from 1 to 10. */
  counts: number[];
  rated: number;
  unrated: number;
  /** The average of the visitor's ratings, to a tenth; null when none. */
  average: number | null;
  /** The rating given most often; on a tie the higher one. */
  mostGiven: number | null;
}

/** The visitor's own ratings over the favorites: how many films got each of 1–10. */
export function ratingDistribution(favorites: readonly PersonalFilm[]): RatingDistribution {
  const counts = new Array<number>(RATING_MAX).fill(0);
  let rated = 0;
  let sum = 0;
  for (const { rating } of favorites) {
    if (!isRating(rating)) continue;
    counts[rating - 1] += 1;
    rated += 1;
    sum += rating;
  }
  let mostGiven: number | null = null;
  counts.forEach((count, index) => {
    if (count > 0 && count >= (mostGiven === null ? 0 : counts[mostGiven - 1])) {
      mostGiven = index + 1;
    }
  });
  return {
    counts,
    rated,
    unrated: favorites.length - rated,
    average: rated > 0 ? Math.round((sum / rated) * 10) / 10 : null,
    mostGiven,
  };
}

export interface ComparedFilm {
  imdbID: string;
  title: string;
  yours: number;
  imdb: number;
  /** yours − IMDb's, to a tenth: positive where the visitor rates it higher. */
  difference: number;
}

export interface VersusImdb {
  /** Films with both the visitor's rating and IMDb's (from the stored details). */
  compared: number;
  /** The average of the differences, to a tenth; null when nothing compares. */
  averageDifference: number | null;
  /** At most VERSUS_TOP films rated above IMDb's, the furthest first. */
  above: ComparedFilm[];
  /** At most VERSUS_TOP films rated below IMDb's, the furthest first. */
  below: ComparedFilm[];
}

export const VERSUS_TOP = 5;

/**
 * Keeps `film` in `top` (sorted, at most VERSUS_TOP) when it is further from IMDb than the last
 * kept; an equal difference does not displace an earlier film, so ties keep the favorites' order.
 */
function keep(top: ComparedFilm[], film: ComparedFilm, further: (a: number, b: number) => boolean) {
  if (top.length === VERSUS_TOP && !further(film.difference, top[VERSUS_TOP - 1].difference)) {
    return;
  }
  let at = top.length;
  while (at > 0 && further(film.difference, top[at - 1].difference)) at -= 1;
  top.splice(at, 0, film);
  if (top.length > VERSUS_TOP) top.pop();
}

/**
 * The visitor's ratings against IMDb's: the average difference and the films furthest above and
 * below it. Differences are counted in whole tenths (IMDb rates to a tenth), so no float error
 * creeps into the sum. A film without IMDb's rating, or without details yet, is left out.
 */
export function versusImdb(favorites: readonly PersonalFilm[], details: DetailsById): VersusImdb {
  const above: ComparedFilm[] = [];
  const below: ComparedFilm[] = [];
  let compared = 0;
  let tenths = 0;
  for (const film of favorites) {
    if (!isRating(film.rating)) continue;
    const facts = details.get(film.imdbID);
    const imdb = facts ? ratingOf(facts.imdbRating) : null;
    if (imdb === null || !facts) continue;
    const difference = Math.round(film.rating * 10 - imdb * 10);
    compared += 1;
    tenths += difference;
    if (difference === 0) continue;
    const entry = {
      imdbID: film.imdbID,
      title: film.title || facts.title,
      yours: film.rating,
      imdb,
      difference: difference / 10,
    };
    if (difference > 0) keep(above, entry, (a, b) => a > b);
    else keep(below, entry, (a, b) => a < b);
  }
  return {
    compared,
    averageDifference: compared > 0 ? Math.round(tenths / compared) / 10 : null,
    above,
    below,
  };
}
