import { isHearted, mergePersonal, withHeart, withStatus, type FavoriteMovie } from '../favorites';
import type { Personal } from '../favorites';
import { personalOf, samePersonal, withoutPersonal } from './personalFields';
import { mergeStatus, placementOf, type Placement } from './placement';

/** What a source brings to one title: its personal fields, a status, the heart. */
export type Brought = Personal & Placement;

/** What a matched row's entry brings (match.ts made it of the row). */
export function broughtOf(movie: FavoriteMovie): Brought {
  const heart = isHearted(movie) ? true : undefined;
  return { ...personalOf(movie), ...placementOf({ status: movie.status, heart }) };
}

/**
 * Our entry with what the source brings: the personal fields merged (a differing rating or note
 * is the source's only with `takeTheirs`; watch days add up), the status merged (placement.ts),
 * hearted if either hearts it: an import never takes a heart away.
 */
export function appliedTo(ours: FavoriteMovie, theirs: Brought, takeTheirs: boolean) {
  const personal = mergePersonal(personalOf(ours), personalOf(theirs), takeTheirs);
  const status = mergeStatus(ours.status, theirs.status) ?? null;
  const entry = withStatus({ ...withoutPersonal(ours), ...personal }, status);
  return withHeart(entry, isHearted(ours) || theirs.heart === true);
}

/** Whether two records of an entry hold the same heart, status and personal fields. */
export function sameEntry(a: FavoriteMovie, b: FavoriteMovie): boolean {
  return isHearted(a) === isHearted(b) && a.status === b.status && samePersonal(a, b);
}

/** A title new to the library, as the source brings it (the summary from `movie`). */
export function freshEntry(movie: FavoriteMovie, theirs: Brought): FavoriteMovie {
  const summary = withStatus(withHeart(withoutPersonal(movie), false), null);
  return appliedTo(summary, theirs, true);
}
