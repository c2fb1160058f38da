import { parseRuntime } from './parse';
import type { DetailsById, ListedFilm, RuntimeStats, TimedFilm } from './types';

// OMDb gives a series (and an episode) the runtime of one episode: it counts once, marked as such.
const EPISODIC_TYPES = new Set(['series', 'episode']);

/** Total and average runtime of the favorites with details, and the longest (on a tie, the earlier). */
export function runtimeStats(favorites: readonly ListedFilm[], details: DetailsById): RuntimeStats {
  let totalMinutes = 0;
  let timed = 0;
  let series = 0;
  let untimed = 0;
  let longest: TimedFilm | null = null;
  for (const film of favorites) {
    const facts = details.get(film.imdbID);
    if (!facts) continue;
    const minutes = parseRuntime(facts.runtime);
    if (minutes === null) {
      untimed += 1;
      continue;
    }
    const isSeries = EPISODIC_TYPES.has(String(facts.type || film.type).toLowerCase());
    totalMinutes += minutes;
    timed += 1;
    if (isSeries) series += 1;
    if (longest === null || minutes > longest.minutes) {
      longest = { imdbID: film.imdbID, title: film.title || facts.title, minutes, isSeries };
    }
  }
  return {
    totalMinutes,
    averageMinutes: timed > 0 ? Math.round(totalMinutes / timed) : null,
    longest,
    timed,
    series,
    untimed,
  };
}
