import { pickSummary, type MovieSummary } from '../../../api/types';
import type { Personal } from './personal';
import { sameEpisodes, type Episodes } from './episodes';
import type { Status } from './status';

/**
 * An entry of the visitor's library (named for the favorites it first held): a title they touched,
 * with when it was added, the heart, a status and what they noted of it. The favorites are the
 * hearted entries; the shelves are the entries by status. Every view is a selector over these.
 */
export interface FavoriteMovie extends MovieSummary, Personal {
  /**
   * When it was added, as an ISO 8601 time. Null for favorites kept before dates were (stored
   * version 1): they count as the oldest and keep their order.
   */
  addedAt: string | null;
  /** Absent: in «Избранное» (as every entry stored before version 4 was); false: not hearted. */
  favorite?: false;
  /** Absent: no status. */
  status?: Status;
  /** A series' episodes watched (episodes.ts); absent when none. */
  episodes?: Episodes;
}

export function isHearted(entry: FavoriteMovie): boolean {
  return entry.favorite !== false;
}

/**
 * Whether the entry holds anything: no heart, status, rating, watch day or note leaves nothing
 * to keep, and such an entry leaves the library.
 */
export function isKept(entry: FavoriteMovie): boolean {
  return (
    isHearted(entry) ||
    entry.status !== undefined ||
    entry.rating !== undefined ||
    entry.watched !== undefined ||
    entry.note !== undefined ||
    entry.episodes !== undefined
  );
}

/** The entry hearted (true) or not. */
export function withHeart(entry: FavoriteMovie, hearted: boolean): FavoriteMovie {
  if (!hearted) return { ...entry, favorite: false };
  const rest = { ...entry };
  delete rest.favorite;
  return rest;
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

/** Whether two records of an entry hold the same data. */
export function sameMovie(a: FavoriteMovie, b: FavoriteMovie): boolean {
  return (
    a.title === b.title &&
    a.year === b.year &&
    a.type === b.type &&
    a.poster === b.poster &&
    a.addedAt === b.addedAt &&
    a.favorite === b.favorite &&
    a.status === b.status &&
    samePersonal(a, b) &&
    sameEpisodes(a.episodes, b.episodes)
  );
}
