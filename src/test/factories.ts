/**
 * Builders for the films tests work with, so a new test says only what matters to it:
 * `makeFilm(3)` is "some film", `makeFilm(3, { year: '1979' })` is "some film of 1979".
 *
 * Film `n` always has the id `imdbId(n)`, so two calls with the same `n` build equal films and a
 * test can name a film by its number (`makeFilm(2).imdbID === 'tt0000002'`).
 */
import type { MovieSummary } from '../api/types';
import { toFavorite, type FavoriteMovie } from '../features/favorites/state/favoriteMovie';
import type { YearFacts } from '../features/year/summary';

/** An IMDb id as OMDb writes it: "tt" and at least 7 digits (imdbId(42) === 'tt0000042'). */
export function imdbId(n: number): string {
  return `tt${String(n).padStart(7, '0')}`;
}

/**
 * Film `n`'s summary: id imdbId(n), title "Movie n", year "2000", a movie, no poster.
 * `overrides` replace any of these fields.
 */
export function makeFilm(n: number, overrides: Partial<MovieSummary> = {}): MovieSummary {
  return {
    imdbID: imdbId(n),
    title: `Movie ${n}`,
    year: '2000',
    type: 'movie',
    poster: null,
    ...overrides,
  };
}

/**
 * Film `n` as OMDb writes it in an answer: title "Film n", year 2000 + n, a movie, no poster.
 * `overrides` replace or add fields (another Type, a detail's Plot).
 */
export function omdbFilm(n: number, overrides: Record<string, string> = {}) {
  return {
    Title: `Film ${n}`,
    Year: String(2000 + n),
    imdbID: imdbId(n),
    Type: 'movie',
    Poster: 'N/A',
    ...overrides,
  };
}

/**
 * Film `n` as a stored favorite: makeFilm(n), kept before dates were (addedAt null).
 * `overrides` replace any field, addedAt included.
 */
export function makeFavorite(n: number, overrides: Partial<FavoriteMovie> = {}): FavoriteMovie {
  return { ...toFavorite(makeFilm(n), null), ...overrides };
}

/**
 * The details the year page reads of a film: a film of 2000 with nothing else known.
 * `overrides` replace any of these fields.
 */
export function makeYearFacts(overrides: Partial<YearFacts> = {}): YearFacts {
  return {
    genre: null,
    director: null,
    runtime: null,
    imdbRating: null,
    year: '2000',
    ...overrides,
  };
}
