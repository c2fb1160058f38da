import type { FavoriteMovie } from '../favorites';
import type { Confidence, RowOutcome } from './match';
import type { ImportRow } from './types';

export interface Match {
  movie: FavoriteMovie;
  confidence: Confidence;
  row: ImportRow;
}

/** What an import would do, before anything is written. */
export interface ImportPreview {
  /** Sure matches not yet in favorites: added on confirming. */
  fresh: Match[];
  /** Matches to check (year one off, or title only): added on confirming unless unticked. */
  uncertain: Match[];
  /** Films already in favorites, or listed twice in the source: nothing to add. */
  already: FavoriteMovie[];
  unmatched: { row: ImportRow; reason: string }[];
}

/**
 * Sorts the outcomes for the preview. A film is new at most once: one already in favorites, or met
 * earlier in the source, counts as already there. Rows keep the source's order.
 */
export function buildPreview(
  outcomes: readonly RowOutcome[],
  favorites: Readonly<Record<string, FavoriteMovie>>,
): ImportPreview {
  const preview: ImportPreview = { fresh: [], uncertain: [], already: [], unmatched: [] };
  const seen = new Set<string>();
  for (const outcome of outcomes) {
    if (outcome.kind === 'unmatched') {
      preview.unmatched.push({ row: outcome.row, reason: outcome.reason });
      continue;
    }
    const { movie, confidence, row } = outcome;
    if (Object.hasOwn(favorites, movie.imdbID) || seen.has(movie.imdbID)) {
      preview.already.push(favorites[movie.imdbID] ?? movie);
      continue;
    }
    seen.add(movie.imdbID);
    (confidence === 'exact' ? preview.fresh : preview.uncertain).push({ movie, confidence, row });
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
