import { pickSummary, type MovieSummary } from '../../../api/types';
import type { Personal } from './personal';

/** A favorite: the film's summary, when it was added, and what the visitor noted of it. */
export interface FavoriteMovie extends MovieSummary, Personal {
  /**
   * When it was added, as an ISO 8601 time. Null for favorites kept before dates were (stored
   * version 1): they count as the oldest and keep their order.
   */
  addedAt: string | null;
}

/**
 * The favorite made of a film's summary (a detail object is fine: only its summary is kept). The
 * personal fields, when there are any, are spread over it by the caller.
 */
export function toFavorite(movie: MovieSummary, addedAt: string | null): FavoriteMovie {
  return { ...pickSummary(movie), addedAt };
}

/** Whether two records hold the same personal fields (the watch days are dates: no commas). */
export function samePersonal(a: Personal, b: Personal): boolean {
  return a.rating === b.rating && a.note === b.note && String(a.watched) === String(b.watched);
}

/** Whether two records of a favorite hold the same data. */
export function sameMovie(a: FavoriteMovie, b: FavoriteMovie): boolean {
  return (
    a.title === b.title &&
    a.year === b.year &&
    a.type === b.type &&
    a.poster === b.poster &&
    a.addedAt === b.addedAt &&
    samePersonal(a, b)
  );
}
