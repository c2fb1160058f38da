import { STATUSES, isHearted, type Status } from '../favorites';
import { editsToApply, filmsToAdd, type ImportPreview } from './importPreview';

/** How many titles an import puts on each shelf and in «Избранное». */
export interface ShelfCounts {
  shelves: Record<Status, number>;
  hearts: number;
}

/**
 * What confirming would place: the films added (the unticked left out) on their shelves, and the
 * titles already in the library that the import moves to a shelf or hearts (the chosen conflicts
 * taken). A title already on its shelf, or already hearted, is not counted again.
 */
export function shelfCounts(
  preview: ImportPreview,
  unticked: ReadonlySet<string>,
  taken: ReadonlySet<string>,
): ShelfCounts {
  const shelves = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<
    Status,
    number
  >;
  let hearts = 0;
  for (const movie of filmsToAdd(preview, unticked)) {
    if (movie.status !== undefined) shelves[movie.status] += 1;
    if (isHearted(movie)) hearts += 1;
  }
  const ours = new Map(preview.updates.map((update) => [update.ours.imdbID, update.ours]));
  for (const edited of editsToApply(preview, taken)) {
    const before = ours.get(edited.imdbID);
    if (edited.status !== undefined && edited.status !== before?.status)
      shelves[edited.status] += 1;
    if (isHearted(edited) && before !== undefined && !isHearted(before)) hearts += 1;
  }
  return { shelves, hearts };
}
