import type { SeasonEpisode, SeriesSeason } from '../../api/types';
import { episodeKey, parseEpisodeKey, type Episodes } from '../favorites';

/**
 * The seasons of a series known so far: a loaded season, or null for one OMDb says it does not
 * have. A season never asked for is absent.
 */
export type KnownSeasons = ReadonlyMap<number, SeriesSeason | null>;

export interface EpisodeRef {
  season: number;
  episode: number;
  title: string | null;
}

/** What comes after the last episode watched. */
export type NextStep =
  | { kind: 'episode'; ref: EpisodeRef }
  /** The next episode is in a season not loaded yet: load it, then ask again. */
  | { kind: 'season'; season: number }
  /** Every episode is watched, as far as OMDb knows the series. */
  | { kind: 'done' };

/** Marks to dispatch: episode key → the day watched, or null to take it back. */
export type Marks = Record<string, string | null>;

// A series with more seasons than this is no real series: the walk stops rather than loop.
const SEASONS_MAX = 9999;

/** The last episode watched in season and episode order (not by day). */
export function lastMarked(
  episodes: Episodes | undefined,
): { season: number; episode: number } | null {
  let last: { season: number; episode: number } | null = null;
  for (const key of Object.keys(episodes ?? {})) {
    const ref = parseEpisodeKey(key);
    if (!ref) continue;
    if (
      !last ||
      ref.season > last.season ||
      (ref.season === last.season && ref.episode > last.episode)
    )
      last = ref;
  }
  return last;
}

/**
 * The episode after the last one watched, from the seasons known; the season to load when it lies
 * in one not loaded yet. `totalSeasons` (null when unknown) ends the walk; so does a season OMDb
 * does not have.
 */
export function nextEpisode(
  episodes: Episodes | undefined,
  known: KnownSeasons,
  totalSeasons: number | null,
): NextStep {
  const last = lastMarked(episodes);
  for (let season = last?.season ?? 1; season <= SEASONS_MAX; season += 1) {
    if (totalSeasons !== null && season > totalSeasons) return { kind: 'done' };
    if (!known.has(season)) return { kind: 'season', season };
    const loaded = known.get(season);
    if (!loaded) return { kind: 'done' };
    const after = last && last.season === season ? last.episode : 0;
    const next = loaded.episodes.find((line) => line.episode > after);
    if (next) return { kind: 'episode', ref: { season, episode: next.episode, title: next.title } };
  }
  return { kind: 'done' };
}

/** Every episode of a season not marked yet, marked on `day`. */
export function seasonMarks(
  number: number,
  season: SeriesSeason,
  episodes: Episodes | undefined,
  day: string,
): Marks {
  const marks: Marks = {};
  for (const line of season.episodes) {
    const key = episodeKey(number, line.episode);
    if (episodes?.[key] === undefined) marks[key] = day;
  }
  return marks;
}

/** Every marked episode of a season taken back. */
export function seasonUnmarks(
  number: number,
  season: SeriesSeason,
  episodes: Episodes | undefined,
): Marks {
  const marks: Marks = {};
  for (const line of season.episodes) {
    const key = episodeKey(number, line.episode);
    if (episodes?.[key] !== undefined) marks[key] = null;
  }
  return marks;
}

/**
 * Every episode up to and including `target` not marked yet: the earlier seasons whole (those
 * OMDb does not have skipped), then the target's season up to it. The earlier seasons must be known.
 */
export function marksUpTo(
  known: KnownSeasons,
  target: { season: number; episode: number },
  episodes: Episodes | undefined,
  day: string,
): Marks {
  const marks: Marks = {};
  for (let number = 1; number <= target.season; number += 1) {
    const season = known.get(number);
    if (!season) continue;
    for (const line of season.episodes) {
      if (number === target.season && line.episode > target.episode) break;
      const key = episodeKey(number, line.episode);
      if (episodes?.[key] === undefined) marks[key] = day;
    }
  }
  return marks;
}

/** The last episode of the last season, when both are known. */
export function finalEpisode(
  known: KnownSeasons,
  totalSeasons: number | null,
): { season: number; episode: number } | null {
  if (totalSeasons === null) return null;
  const lastSeason = known.get(totalSeasons);
  const line: SeasonEpisode | undefined = lastSeason?.episodes.at(-1);
  return line ? { season: totalSeasons, episode: line.episode } : null;
}

/** Whether the marks, applied, leave the series' final episode marked: it is then watched whole. */
export function finishesSeries(
  episodes: Episodes | undefined,
  marks: Marks,
  known: KnownSeasons,
  totalSeasons: number | null,
): boolean {
  const final = finalEpisode(known, totalSeasons);
  if (!final) return false;
  const key = episodeKey(final.season, final.episode);
  return key in marks ? marks[key] !== null : episodes?.[key] !== undefined;
}

/**
 * «12 из 62»: the episodes watched, out of those known: every episode of the seasons loaded, and
 * any watched episode of a season not loaded yet (or one OMDb's list leaves out), so the count
 * never passes the total. Before every season is loaded the total grows as seasons load.
 */
export function progress(
  episodes: Episodes | undefined,
  known: KnownSeasons,
): { watched: number; total: number } {
  const keys = new Set<string>();
  for (const [number, season] of known) {
    for (const line of season?.episodes ?? []) keys.add(episodeKey(number, line.episode));
  }
  const watched = Object.keys(episodes ?? {});
  for (const key of watched) keys.add(key);
  return { watched: watched.length, total: keys.size };
}
