import type { FavoriteMovie, Personal } from '../favorites';

/** A record's personal fields alone, the absent ones left out. */
export function personalOf({ rating, watched, note }: Personal): Personal {
  const personal: Personal = {};
  if (rating !== undefined) personal.rating = rating;
  if (watched !== undefined) personal.watched = watched;
  if (note !== undefined) personal.note = note;
  return personal;
}

/** The favorite without its personal fields, to spread new ones over. */
export function withoutPersonal(movie: FavoriteMovie): FavoriteMovie {
  const summary = { ...movie };
  delete summary.rating;
  delete summary.watched;
  delete summary.note;
  return summary;
}

/** Whether two records hold the same personal fields (watch days are dates: no commas). */
export function samePersonal(a: Personal, b: Personal): boolean {
  return a.rating === b.rating && a.note === b.note && String(a.watched) === String(b.watched);
}

/**
 * What the source adds to ours without a choice: a rating or note where we have none, the watch
 * days we do not know. A differing rating or note is a conflict, not listed here.
 */
export function broughtTo(ours: Personal, theirs: Personal): Personal {
  const known = new Set(ours.watched);
  const watched = theirs.watched?.filter((day) => !known.has(day));
  return personalOf({
    rating: ours.rating === undefined ? theirs.rating : undefined,
    watched: watched && watched.length > 0 ? watched : undefined,
    note: ours.note === undefined ? theirs.note : undefined,
  });
}
