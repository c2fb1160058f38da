import type { DetailFacts, MovieSummary } from '../../../api/types';
import type { Personal } from '../../favorites';

export type { DetailFacts };

/** A favorite as the statistics see it: its summary and when it was added (null: before dates were kept). */
export interface ListedFilm extends MovieSummary {
  addedAt: string | null;
}

/** A favorite with what the visitor noted of it: their rating and watch days (any may be absent). */
export interface PersonalFilm extends ListedFilm, Personal {}

export type DetailsById = ReadonlyMap<string, DetailFacts>;

/** One bar of a "top 10" list: a genre, a person, a country or a language. */
export interface NameBucket {
  /** The name as OMDb writes it (the key for links and filters). */
  name: string;
  /** Films (with details) that have it. */
  count: number;
  /** count / films with this field known, from 0 to 1. */
  share: number;
  /** The imdbIDs of those films, in the favorites' order. */
  films: string[];
}

export interface TopNames {
  /** At most 10, most frequent first; ties by name (ru collation). */
  top: NameBucket[];
  /** How many favorites have this field known. */
  known: number;
  /** How many distinct names there are in all. */
  distinct: number;
}

export interface DecadeBucket {
  /** 1990 for 1990–1999. */
  decade: number;
  count: number;
}

export interface RatedFilm {
  imdbID: string;
  title: string;
  rating: number;
}

export interface RatingStats {
  /** Ten bins of 1.0: bins[i] counts ratings r with i ≤ r < i + 1 (10.0 in the last bin). */
  bins: number[];
  rated: number;
  /** Films with details whose rating is unknown ("N/A"): never counted as 0. */
  unrated: number;
  average: number | null;
  median: number | null;
  highest: RatedFilm | null;
  lowest: RatedFilm | null;
}

export interface TimedFilm {
  imdbID: string;
  title: string;
  minutes: number;
  /** A series (or episode) counted by its episode runtime. */
  isSeries: boolean;
}

export interface RuntimeStats {
  totalMinutes: number;
  /** Rounded to whole minutes; null when no runtime is known. */
  averageMinutes: number | null;
  longest: TimedFilm | null;
  /** Films with a known runtime, and how many of them are series counted by episode. */
  timed: number;
  series: number;
  untimed: number;
}

export interface MonthBucket {
  /** "2026-11" */
  month: string;
  count: number;
}
