import type { FavoriteMovie } from '../../favorites';
import { splitNames } from '../../../shared/lib/names';
import { parseRuntime } from '../../stats';

/** The facts «Что посмотреть?» reads of a film's kept details. */
export interface PickFacts {
  runtime: string | null;
  genre: string | null;
}

/** A title of the watchlist with what its kept details tell (nothing when they are not kept). */
export interface Candidate {
  movie: FavoriteMovie;
  /** Minutes, or null when not known. */
  runtime: number | null;
  genres: readonly string[];
}

export interface PickLimits {
  /** The longest runtime, in minutes; null: any length, unknown included. */
  maxRuntime: number | null;
  /** A genre as OMDb names it; null: any genre, unknown included. */
  genre: string | null;
}

/** The watchlist's titles with their runtime and genres, from the details the app keeps. */
export function candidatesOf(
  watchlist: readonly FavoriteMovie[],
  facts: ReadonlyMap<string, PickFacts>,
): Candidate[] {
  return watchlist.map((movie) => {
    const known = facts.get(movie.imdbID);
    return {
      movie,
      runtime: parseRuntime(known?.runtime),
      genres: splitNames(known?.genre),
    };
  });
}

/** The genres the watchlist's kept details name, in the ru collation's order. */
export function knownGenres(candidates: readonly Candidate[]): string[] {
  const genres = new Set(candidates.flatMap((candidate) => candidate.genres));
  return [...genres].sort((a, b) => a.localeCompare(b, 'ru'));
}

/** Whether a title is within the limits: a limit set needs the fact it limits to be known. */
export function fits(candidate: Candidate, { maxRuntime, genre }: PickLimits): boolean {
  return (
    (maxRuntime === null || (candidate.runtime !== null && candidate.runtime <= maxRuntime)) &&
    (genre === null || candidate.genres.includes(genre))
  );
}

/**
 * One title within the limits, at random (`random` returns [0, 1), as Math.random); never `previous`
 * again while another fits. Null when nothing fits.
 */
export function pickTitle(
  candidates: readonly Candidate[],
  limits: PickLimits,
  previous: string | null,
  random: () => number = Math.random,
): Candidate | null {
  const fitting = candidates.filter((candidate) => fits(candidate, limits));
  const fresh = fitting.filter((candidate) => candidate.movie.imdbID !== previous);
  const pool = fresh.length > 0 ? fresh : fitting;
  if (pool.length === 0) return null;
  return pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))];
}
