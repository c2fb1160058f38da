import { pickSummary, type MovieSummary } from '../../../api/types';

/** A favorite: the film's summary and when it was added. */
export interface FavoriteMovie extends MovieSummary {
  /**
   * When it was added, as an ISO 8601 time. Null for favorites kept before dates were (stored
   * version 1): they count as the oldest and keep their order.
   */
  addedAt: string | null;
}

/** The favorite made of a film's summary (a detail object is fine: only its summary is kept). */
export function toFavorite(movie: MovieSummary, addedAt: string | null): FavoriteMovie {
  return { ...pickSummary(movie), addedAt };
}

/** Whether two records of a favorite hold the same data. */
export function sameMovie(a: FavoriteMovie, b: FavoriteMovie): boolean {
  return (
    a.title === b.title &&
    a.year === b.year &&
    a.type === b.type &&
    a.poster === b.poster &&
    a.addedAt === b.addedAt
  );
}
