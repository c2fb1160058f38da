/** Domain types: what the app works with once OMDb's quirks are mapped away at the API edge. */
export interface MovieSummary {
  imdbID: string;
  title: string;
  /** As OMDb writes it: "1999", "2008–2013", "2021–". */
  year: string;
  /** OMDb's value: movie, series, episode, game (others kept as they come). */
  type: string;
  /** An http(s) URL or a same-origin path; null when OMDb has none. */
  poster: string | null;
}

export interface MovieRating {
  source: string;
  value: string;
}

export interface MovieDetail extends MovieSummary {
  rated: string | null;
  imdbRating: number | null;
  imdbVotes: number | null;
  genre: string | null;
  director: string | null;
  actors: string | null;
  runtime: string | null;
  released: string | null;
  country: string | null;
  language: string | null;
  awards: string | null;
  plot: string | null;
  ratings: MovieRating[];
}

/**
 * What the statistics read of a film's details, and what the details store keeps for every film
 * it knows (besides the whole detail, for the film's page).
 */
export type DetailFacts = Pick<
  MovieDetail,
  | 'imdbID'
  | 'title'
  | 'year'
  | 'type'
  | 'genre'
  | 'director'
  | 'actors'
  | 'runtime'
  | 'imdbRating'
  | 'country'
  | 'language'
>;

export interface SearchResult {
  movies: MovieSummary[];
  totalResults: number;
}

export function pickSummary({ imdbID, title, year, type, poster }: MovieSummary): MovieSummary {
  return { imdbID, title, year, type, poster };
}

/** One line of a season: only the number is sure, OMDb may lack any other fact. */
export interface SeasonEpisode {
  episode: number;
  title: string | null;
  /** The first air day as `YYYY-MM-DD`. */
  released: string | null;
  imdbRating: number | null;
  imdbID: string | null;
}

/** A series' season (`?i=<series>&Season=N`): its episodes in order, each number once. */
export interface SeriesSeason {
  seriesTitle: string | null;
  season: number;
  totalSeasons: number | null;
  episodes: SeasonEpisode[];
}

/** OMDb's own failure: `{"Response":"False","Error":"…"}`. */
export interface OmdbFailure {
  Response: 'False';
  Error?: string | undefined;
}

/** An answer read at the API edge: a value, OMDb's failure, or a null failure when it is not OMDb's. */
export type Parsed<T> =
  { ok: true; value: T } | { ok: false; failure: OmdbFailure } | { ok: false; failure: null };
