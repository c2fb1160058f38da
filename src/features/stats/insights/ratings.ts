import { ratingOf } from './parse';
import type { DetailFacts, DetailsById, ListedFilm, RatedFilm, RatingStats } from './types';

const BINS = 10;

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

function medianOf(sorted: Float64Array): number | null {
  const { length } = sorted;
  if (length === 0) return null;
  const middle = length >> 1;
  return length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function ratedFilm({ imdbID, title }: ListedFilm, facts: DetailFacts, rating: number): RatedFilm {
  return { imdbID, title: title || facts.title, rating };
}

/**
 * IMDb ratings of the favorites with details: ten bins of 1.0, average, median, the highest and the
 * lowest (on a tie, the one earlier in the favorites). A missing or impossible rating is unrated,
 * never 0.
 */
export function ratingStats(favorites: readonly ListedFilm[], details: DetailsById): RatingStats {
  const bins = new Array<number>(BINS).fill(0);
  const ratings: number[] = [];
  let sum = 0;
  let unrated = 0;
  let highest: RatedFilm | null = null;
  let lowest: RatedFilm | null = null;
  for (const film of favorites) {
    const facts = details.get(film.imdbID);
    if (!facts) continue;
    const rating = ratingOf(facts.imdbRating);
    if (rating === null) {
      unrated += 1;
      continue;
    }
    ratings.push(rating);
    sum += rating;
    bins[Math.min(BINS - 1, Math.floor(rating))] += 1;
    if (highest === null || rating > highest.rating) highest = ratedFilm(film, facts, rating);
    if (lowest === null || rating < lowest.rating) lowest = ratedFilm(film, facts, rating);
  }
  const median = medianOf(Float64Array.from(ratings).sort());
  return {
    bins,
    rated: ratings.length,
    unrated,
    average: ratings.length > 0 ? roundToTenth(sum / ratings.length) : null,
    median: median === null ? null : roundToTenth(median),
    highest,
    lowest,
  };
}
