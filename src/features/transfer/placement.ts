import { statusAfterWatch, type Personal, type Status } from '../favorites';

/** Where a source puts a film: a shelf, the heart, both or neither. */
export interface Placement {
  status?: Status;
  heart?: true;
}

/**
 * The status after an import: a file fills in a missing status and moves «Хочу посмотреть»
 * forward, never back. A title on any shelf past the watchlist keeps its shelf (a watchlist file
 * must not turn «Просмотрено» into «Хочу посмотреть»; a diary must not end «Смотрю» or «Брошено»,
 * as a rating in the app does not).
 */
export function mergeStatus(ours: Status | undefined, theirs: Status | undefined) {
  if (theirs === undefined) return ours;
  if (ours === undefined || ours === 'want') return theirs;
  return ours;
}

/**
 * The status a row of a list-like file brings: the file's shelf, made «Просмотрено» by a rating
 * or a watch day as the app does when one rates or logs a title (status.ts).
 */
export function impliedStatus(shelf: Status | undefined, personal: Personal | undefined) {
  const watchedIt = personal?.rating !== undefined || personal?.watched !== undefined;
  return watchedIt ? statusAfterWatch(shelf) : shelf;
}

/** A placement with the absent fields left out, to spread over a row or an entry. */
export function placementOf({ status, heart }: Placement): Placement {
  const placement: Placement = {};
  if (status !== undefined) placement.status = status;
  if (heart) placement.heart = true;
  return placement;
}

/** Two placements of one film in a source folded: the heart if either hearts, the status merged. */
export function foldPlacement(first: Placement, later: Placement): Placement {
  return placementOf({
    status: mergeStatus(first.status, later.status),
    heart: first.heart ?? later.heart,
  });
}
