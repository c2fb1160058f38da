/**
 * OMDb's own error strings, verbatim: the client matches on some of them. The season and episode
 * ones are as OMDb's users quote them: omdbapi/OMDb-API issues #81 and #272 ("Series or season
 * not found!"), and OMDb clients that match on both (see catalog/SOURCES.md, «OMDb's answers»).
 */
export const OMDB_ERRORS = {
  notFound: 'Movie not found!',
  seasonNotFound: 'Series or season not found!',
  episodeNotFound: 'Series or episode not found!',
  tooMany: 'Too many results.',
  incorrectId: 'Incorrect IMDb ID.',
  pageOutOfRange: 'The page you requested is out of range.',
} as const;

/** Our own words, in OMDb's shape, for a failure between the proxy and OMDb (HTTP 502). */
export const UPSTREAM_ERRORS = {
  timeout: 'OMDb did not answer in time. Please try again.',
  unreachable: 'OMDb could not be reached. Please try again.',
  unavailable: 'OMDb is unavailable right now. Please try again later.',
  unreadable: 'OMDb sent an answer that could not be read.',
  tooLarge: 'OMDb sent an answer too large to read.',
} as const;

export interface OmdbAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** The body OMDb sends for every failure: `{"Response":"False","Error":"…"}`. */
export function omdbErrorBody(message: string): { Response: 'False'; Error: string } {
  return { Response: 'False', Error: message };
}

export function omdbError(message: string, status = 200): OmdbAnswer {
  return { status, body: omdbErrorBody(message) };
}
