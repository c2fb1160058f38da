import { isWatchDay } from './personal';

/**
 * A series' episodes the visitor watched: `"<season>:<episode>"` (whole numbers from 1, OMDb's
 * numbering, so no episode id is needed) to the day it was watched (`YYYY-MM-DD`).
 */
export type Episodes = Readonly<Record<string, string>>;

/** A long-running soap has about 10,000; a list past this is not a real one, and is dropped. */
export const EPISODES_MAX = 20_000;

const KEY = /^([1-9]\d{0,3}):([1-9]\d{0,4})$/;

export function episodeKey(season: number, episode: number): string {
  return `${season}:${episode}`;
}

export function isEpisodeKey(value: string): boolean {
  return KEY.test(value);
}

/** The season and the episode of a key, or null when it is not one. */
export function parseEpisodeKey(key: string): { season: number; episode: number } | null {
  const match = KEY.exec(key);
  return match ? { season: Number(match[1]), episode: Number(match[2]) } : null;
}

/**
 * A stored or imported episode list in canonical form (keys in season and episode order), or
 * null when it is not one: not an object, a key or a day out of shape, or more than EPISODES_MAX.
 * Undefined for no list, or an empty one.
 */
export function readEpisodes(raw: unknown): Episodes | undefined | null {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const keys = Object.keys(raw);
  if (keys.length > EPISODES_MAX) return null;
  const values = raw as Record<string, unknown>;
  if (!keys.every((key) => isEpisodeKey(key) && isWatchDay(values[key]))) return null;
  return keys.length === 0 ? undefined : sortedEpisodes(values as Record<string, string>);
}

function byEpisode(a: string, b: string): number {
  const left = parseEpisodeKey(a);
  const right = parseEpisodeKey(b);
  if (!left || !right) return a < b ? -1 : a > b ? 1 : 0;
  return left.season - right.season || left.episode - right.episode;
}

function sortedEpisodes(episodes: Readonly<Record<string, string>>): Episodes {
  const sorted: Record<string, string> = {};
  for (const key of Object.keys(episodes).sort(byEpisode)) sorted[key] = episodes[key];
  return sorted;
}

/**
 * The list with `marks` applied: a day marks an episode watched on it (a later mark of an
 * episode already watched keeps the first day), null takes it back. Undefined once none is left.
 */
export function withEpisodeMarks(
  episodes: Episodes | undefined,
  marks: Readonly<Record<string, string | null>>,
): Episodes | undefined {
  const next: Record<string, string> = { ...episodes };
  for (const [key, day] of Object.entries(marks)) {
    if (!isEpisodeKey(key)) continue;
    if (day === null) delete next[key];
    else if (isWatchDay(day)) next[key] ??= day;
  }
  return Object.keys(next).length > 0 ? sortedEpisodes(next) : undefined;
}

export function sameEpisodes(a: Episodes | undefined, b: Episodes | undefined): boolean {
  if (a === b) return true;
  const keys = Object.keys(a ?? {});
  if (keys.length !== Object.keys(b ?? {}).length) return false;
  return keys.every((key) => a?.[key] === b?.[key]);
}
