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
