import type { ListedFilm } from './types';

/**
 * Whether two lists hold the same films, in the same order, with the same summaries and dates: a
 * rating, watch day or note edited changes neither, so the statistics that read only those stay.
 * An unchanged favorite keeps its object in the store, so most comparisons are one `===`.
 */
export function sameFilms(a: readonly ListedFilm[], b: readonly ListedFilm[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) {
    const left = a[index];
    const right = b[index];
    if (left === right) continue;
    if (
      left.imdbID !== right.imdbID ||
      left.title !== right.title ||
      left.year !== right.year ||
      left.type !== right.type ||
      left.poster !== right.poster ||
      left.addedAt !== right.addedAt
    ) {
      return false;
    }
  }
  return true;
}
