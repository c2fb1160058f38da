import { parseRuntime } from './parse';
import type { DetailsById, ListedFilm } from './types';

/** Lower bounds, in minutes, of the runtime bins: under an hour, then half hours to three hours. */
export const RUNTIME_BINS = [0, 60, 90, 120, 150, 180] as const;

/** How many favorites (with a known runtime) fall in each bin of RUNTIME_BINS. */
export function runtimeBins(favorites: readonly ListedFilm[], details: DetailsById): number[] {
  const counts = RUNTIME_BINS.map(() => 0);
  for (const film of favorites) {
    const minutes = parseRuntime(details.get(film.imdbID)?.runtime);
    if (minutes === null) continue;
    let bin = RUNTIME_BINS.length - 1;
    while (minutes < RUNTIME_BINS[bin]) bin -= 1;
    counts[bin] += 1;
  }
  return counts;
}
