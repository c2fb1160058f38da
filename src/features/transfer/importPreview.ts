import { isKept, mergePersonal, personalConflict, type FavoriteMovie } from '../favorites';
import type { Confidence, RowOutcome } from './match';
import { personalOf } from './personalFields';
import { foldPlacement } from './placement';
import { appliedTo, broughtOf, freshEntry, sameEntry, type Brought } from './brought';
import { transferText } from './transferText';
import type { ImportRow } from './types';

export type { Brought } from './brought';

export interface Match {
  movie: FavoriteMovie;
  confidence: Confidence;
  row: ImportRow;
}

/**
 * A title already in the library to which the source brings a rating, watch days, a note, a
 * status further on (placement.ts) or the heart.
 */
export interface Update {
  /** Our entry as it stood when the preview was made. */
  ours: FavoriteMovie;
  /** What the source brings for it, every row of the film folded together. */
  theirs: Brought;
  row: ImportRow;
  /** The rating or the note differ from ours: the visitor keeps ours (the default) or takes theirs. */
  conflict: boolean;
}

/** What an import would do, before anything is written. */
export interface ImportPreview {
  /** Sure matches not yet in favorites: added on confirming. */
  fresh: Match[];
  /** Matches to check (year one off, or title only): added on confirming unless unticked. */
  uncertain: Match[];
  /** Favorites the source would change (new watch days, a rating or note where we have none), or conflicts. */
  updates: Update[];
  /** Films already in favorites that the source would not change, or listed twice in it. */
  already: FavoriteMovie[];
  unmatched: { row: ImportRow; reason: string }[];
  /** Rows whose status we do not know: the status was dropped (types.ts, `unknownStatus`). */
  unknownStatus: number;
}

/**
 * Sorts the outcomes for the preview. A film is new at most once: a later row of the same film
 * counts as a repeat, its personal fields folded into the first's (a later rating or note wins,
 * watch days add up). A film already in favorites is an update when the source would change it;
 * a low-confidence match never changes a favorite (a guess must not rate a film). Rows keep the
 * source's order.
 */
const reasons = transferText.preview.reasons;

export function buildPreview(
  outcomes: readonly RowOutcome[],
  favorites: Readonly<Record<string, FavoriteMovie>>,
): ImportPreview {
  const preview: ImportPreview = {
    fresh: [],
    uncertain: [],
    updates: [],
    already: [],
    unmatched: [],
    unknownStatus: outcomes.filter(({ row }) => row.unknownStatus).length,
  };
  const firsts = new Map<string, Match & { theirs: Brought }>();
  for (const outcome of outcomes) {
    if (outcome.kind === 'unmatched') {
      preview.unmatched.push({ row: outcome.row, reason: outcome.reason });
      continue;
    }
    const { movie, confidence, row } = outcome;
    const first = firsts.get(movie.imdbID);
    if (first) {
      const later = broughtOf(movie);
      first.theirs = {
        ...mergePersonal(personalOf(first.theirs), personalOf(later), true),
        ...foldPlacement(first.theirs, later),
      };
      preview.already.push(favorites[movie.imdbID] ?? movie);
      continue;
    }
    firsts.set(movie.imdbID, { movie, confidence, row, theirs: broughtOf(movie) });
  }
  for (const { movie, confidence, row, theirs } of firsts.values()) {
    const ours = Object.hasOwn(favorites, movie.imdbID) ? favorites[movie.imdbID] : undefined;
    if (ours === undefined) {
      const entry = freshEntry(movie, theirs);
      const match = { movie: entry, confidence, row };
      if (!isKept(entry)) preview.unmatched.push({ row, reason: reasons.nothingToKeep });
      else (confidence === 'exact' ? preview.fresh : preview.uncertain).push(match);
    } else if (confidence !== 'exact') {
      preview.already.push(ours);
    } else if (personalConflict(ours, personalOf(theirs))) {
      preview.updates.push({ ours, theirs, row, conflict: true });
    } else if (!sameEntry(appliedTo(ours, theirs, false), ours)) {
      preview.updates.push({ ours, theirs, row, conflict: false });
    } else {
      preview.already.push(ours);
    }
  }
  return preview;
}

/** The new films matched so far, while the lookups run: what a share link's list shows as it fills. */
export function foundSoFar(
  outcomes: readonly RowOutcome[],
  favorites: Readonly<Record<string, FavoriteMovie>>,
): Match[] {
  return buildPreview(
    outcomes.filter((outcome) => outcome.kind === 'matched'),
    favorites,
  ).fresh;
}

/** The films to add: the new and checked ones still ticked, in the source's order. */
export function filmsToAdd(preview: ImportPreview, unticked: ReadonlySet<string>): FavoriteMovie[] {
  return [...preview.fresh, ...preview.uncertain]
    .filter(({ movie }) => !unticked.has(movie.imdbID))
    .sort((a, b) => a.row.line - b.row.line)
    .map(({ movie }) => movie);
}

/**
 * The new records of the favorites the import changes (for `favoritesEdited`): ours merged with the
 * source's, taking the source's rating and note only for the films in `takeTheirs`. Made from
 * `current` (the favorites now) where given; a favorite no longer there, or left as it was, is out.
 */
export function editsToApply(
  preview: ImportPreview,
  takeTheirs: ReadonlySet<string>,
  current?: Readonly<Record<string, FavoriteMovie>>,
): FavoriteMovie[] {
  return preview.updates.flatMap(({ ours: then, theirs }) => {
    const ours = current ? current[then.imdbID] : then;
    if (ours === undefined) return [];
    const edited = appliedTo(ours, theirs, takeTheirs.has(ours.imdbID));
    return sameEntry(edited, ours) ? [] : [edited];
  });
}
