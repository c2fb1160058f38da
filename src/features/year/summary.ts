import type { DetailFacts } from '../../api/types';
import { isHearted, type FavoriteMovie } from '../favorites';
import { parseRuntime, ratingOf } from '../stats';
import { yearOf } from '../../shared/lib/movieYear';
import { splitNames } from '../../shared/lib/names';
import { addedYear } from './years';

/** What the summary reads of a film's stored details. */
export type YearFacts = Pick<DetailFacts, 'genre' | 'director' | 'runtime' | 'imdbRating' | 'year'>;

export type YearFilm = Pick<FavoriteMovie, 'imdbID' | 'title' | 'year' | 'poster' | 'rating'>;

export interface Ranked {
  name: string;
  /** Films watched that year that have it. */
  count: number;
}

export interface YearSummary {
  year: number;
  /** Favorites (hearted entries) added that year (by the calendar year written in `addedAt`). */
  added: number;
  /** Watch days in that year, rewatches included. */
  watches: number;
  /** Distinct films watched that year. */
  watchedFilms: number;
  /** Runtime × watches that year, over the films whose runtime is known. */
  minutes: number;
  /** Watches that year of films with no known runtime (left out of `minutes`). */
  untimedWatches: number;
  /** At most TOP_NAMES each, most watched first; ties by name. */
  genres: Ranked[];
  /** Only directors of two films or more that year: one film each says nothing about taste. */
  directors: Ranked[];
  /** The release decade watched most that year (1990 for the 1990s); ties to the later one. */
  decade: { decade: number; count: number } | null;
  /** The year's films (added or watched) with the visitor's highest rating, at most TOP_FILMS. */
  highestRated: { rating: number; films: YearFilm[] } | null;
  /** The year's film where the visitor's rating and IMDb's differ most. */
  disagreement: { film: YearFilm; mine: number; imdb: number } | null;
  /** A series' episodes watched that year, over every series. */
  episodes: number;
  /** Their time: the series' runtime per episode, where it is known. */
  episodeMinutes: number;
  /** The month (1–12) with the most watches; ties to the earlier one. */
  busiestMonth: { month: number; watches: number } | null;
  /** Films added or watched that year, in the favorites' order. */
  films: YearFilm[];
}

export const TOP_NAMES = 3;
export const TOP_FILMS = 3;
function watchesIn(watched: readonly string[] | undefined, prefix: string): string[] {
  const days: string[] = [];
  if (watched) for (const day of watched) if (day.startsWith(prefix)) days.push(day);
  return days;
}

/** What the summary reads of a film's facts, worked out once per stored record. */
interface Derived {
  runtime: number | null;
  genres: string[];
  directors: string[];
  /** The release year; undefined when the facts have none to give (the favorite's is read). */
  released: number | null | undefined;
  imdb: number | null;
}

// Keyed by the record itself: the details map keeps its records while the favorites change, so a
// recompute after one change reads each film's facts without parsing them again.
const derivedCache = new WeakMap<YearFacts, Derived>();

function derive(facts: YearFacts): Derived {
  let derived = derivedCache.get(facts);
  if (!derived) {
    derived = {
      runtime: parseRuntime(facts.runtime),
      genres: splitNames(facts.genre),
      directors: splitNames(facts.director, true),
      released: facts.year ? yearOf(facts.year) : undefined,
      imdb: ratingOf(facts.imdbRating),
    };
    derivedCache.set(facts, derived);
  }
  return derived;
}

function ranked(counts: Map<string, number>, atLeast: number): Ranked[] {
  return [...counts]
    .filter(([, count]) => count >= atLeast)
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, TOP_NAMES);
}

function count<K>(counts: Map<K, number>, key: K): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function pickFilm({ imdbID, title, year, poster, rating }: FavoriteMovie): YearFilm {
  return rating === undefined
    ? { imdbID, title, year, poster }
    : { imdbID, title, year, poster, rating };
}

/**
 * The visitor's `year` in their library: what they watched (from the watch days of every entry,
 * hearted or not), for how long and what most (from the stored details, where there are any),
 * rated highest and against IMDb, and which favorites they added. A pure function: the same
 * library, details and year give the same summary.
 */
export function summarizeYear(
  favorites: readonly FavoriteMovie[],
  details: ReadonlyMap<string, YearFacts>,
  year: number,
): YearSummary {
  const prefix = `${String(year).padStart(4, '0')}-`;
  const genres = new Map<string, number>();
  const directors = new Map<string, number>();
  const decades = new Map<number, number>();
  const months = new Array<number>(12).fill(0);
  const films: YearFilm[] = [];
  let added = 0;
  let watches = 0;
  let watchedFilms = 0;
  let minutes = 0;
  let untimedWatches = 0;
  let episodes = 0;
  let episodeMinutes = 0;
  let best: YearSummary['highestRated'] = null;
  let disagreement: YearSummary['disagreement'] = null;

  for (const favorite of favorites) {
    const episodeDays = watchesIn(Object.values(favorite.episodes ?? {}), prefix).length;
    if (episodeDays > 0) {
      episodes += episodeDays;
      const facts = details.get(favorite.imdbID);
      const runtime = facts ? derive(facts).runtime : null;
      if (runtime !== null) episodeMinutes += runtime * episodeDays;
    }
    const isAdded = isHearted(favorite) && addedYear(favorite.addedAt) === year;
    const days = watchesIn(favorite.watched, prefix);
    if (!isAdded && days.length === 0) continue;
    if (isAdded) added += 1;
    const film = pickFilm(favorite);
    films.push(film);
    const facts = details.get(favorite.imdbID);
    const derived = facts ? derive(facts) : null;
    if (days.length > 0) {
      watches += days.length;
      watchedFilms += 1;
      for (const day of days) months[Number(day.slice(5, 7)) - 1] += 1;
      const runtime = derived?.runtime ?? null;
      if (runtime === null) untimedWatches += days.length;
      else minutes += runtime * days.length;
      if (derived) {
        for (const name of derived.genres) count(genres, name);
        for (const name of derived.directors) count(directors, name);
      }
      const released = derived?.released === undefined ? yearOf(favorite.year) : derived.released;
      if (released !== null) count(decades, released - (released % 10));
    }
    const mine = favorite.rating;
    if (mine === undefined) continue;
    if (best === null || mine > best.rating) best = { rating: mine, films: [film] };
    else if (mine === best.rating && best.films.length < TOP_FILMS) best.films.push(film);
    const imdb = derived?.imdb ?? null;
    if (
      imdb !== null &&
      (disagreement === null ||
        Math.abs(mine - imdb) > Math.abs(disagreement.mine - disagreement.imdb))
    ) {
      disagreement = { film, mine, imdb };
    }
  }

  let decade: YearSummary['decade'] = null;
  for (const [value, count] of decades) {
    if (
      decade === null ||
      count > decade.count ||
      (count === decade.count && value > decade.decade)
    )
      decade = { decade: value, count };
  }
  let busiestMonth: YearSummary['busiestMonth'] = null;
  for (const [index, count] of months.entries()) {
    if (count > 0 && (busiestMonth === null || count > busiestMonth.watches))
      busiestMonth = { month: index + 1, watches: count };
  }
  return {
    year,
    added,
    watches,
    watchedFilms,
    minutes,
    untimedWatches,
    episodes,
    episodeMinutes,
    genres: ranked(genres, 1),
    directors: ranked(directors, 2),
    decade,
    highestRated: best,
    disagreement,
    busiestMonth,
    films,
  };
}

/** Whether the summary has anything to say: a film added or watched, or an episode, that year. */
export function hasData(summary: YearSummary): boolean {
  return summary.films.length > 0 || summary.episodes > 0;
}
