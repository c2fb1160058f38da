import type { FavoriteMovie } from '../../favorites';
import { parseRuntime } from './parse';

export interface EpisodeStats {
  /** Episodes marked watched, over every series. */
  episodes: number;
  /** Their hours, in minutes: the series' runtime per episode where OMDb gives one. */
  minutes: number;
  /** Episodes of series whose runtime is not known (left out of `minutes`). */
  untimed: number;
  /** Series on «Просмотрено» with episodes marked: shows finished. */
  finished: number;
  /** Series with episodes marked. */
  shows: number;
}

/**
 * What the visitor's episodes add up to. The library keeps an episode by its season and number,
 * not its id, so its own runtime is not at hand: the series' runtime (OMDb gives one per episode)
 * stands for each. `inYear` counts only the episodes watched in that calendar year.
 */
export function episodeStats(
  library: readonly FavoriteMovie[],
  facts: ReadonlyMap<string, { runtime?: string | null }>,
  inYear?: number,
): EpisodeStats {
  const prefix = inYear === undefined ? '' : `${String(inYear).padStart(4, '0')}-`;
  const stats: EpisodeStats = { episodes: 0, minutes: 0, untimed: 0, finished: 0, shows: 0 };
  for (const entry of library) {
    if (!entry.episodes) continue;
    let count = 0;
    for (const day of Object.values(entry.episodes)) if (day.startsWith(prefix)) count += 1;
    if (count === 0) continue;
    stats.shows += 1;
    stats.episodes += count;
    if (entry.status === 'watched') stats.finished += 1;
    const runtime = parseRuntime(facts.get(entry.imdbID)?.runtime);
    if (runtime === null) stats.untimed += count;
    else stats.minutes += runtime * count;
  }
  return stats;
}
