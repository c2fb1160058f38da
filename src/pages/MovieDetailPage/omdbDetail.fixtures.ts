import { delay, http, HttpResponse } from 'msw';
import { OMDB_URL } from '../../test/msw/handlers';

/** OMDb's answer for The Matrix with `plot=full`, as the service sends it. */
export const matrixDto = {
  Title: 'The Matrix',
  Year: '1999',
  Rated: 'R',
  Released: '31 Mar 1999',
  Runtime: '136 min',
  Genre: 'Action, Sci-Fi',
  Director: 'Lana Wachowski, Lilly Wachowski',
  Writer: 'Lilly Wachowski, Lana Wachowski',
  Actors: 'Keanu Reeves, Laurence Fishburne, Carrie-Anne Moss',
  Plot: 'When a beautiful stranger leads computer hacker Neo to a forbidding underworld, he discovers the shocking truth.',
  Language: 'English',
  Country: 'United States, Australia',
  Awards: 'Won 4 Oscars. 42 wins & 51 nominations total',
  Poster: 'https://m.media-amazon.com/images/M/matrix.jpg',
  Ratings: [
    { Source: 'Internet Movie Database', Value: '8.7/10' },
    { Source: 'Rotten Tomatoes', Value: '83%' },
    { Source: 'Metacritic', Value: '73/100' },
  ],
  Metascore: '73',
  imdbRating: '8.7',
  imdbVotes: '2,100,000',
  imdbID: 'tt0133093',
  Type: 'movie',
  Response: 'True',
};

export const shawshankDto = {
  ...matrixDto,
  Title: 'The Shawshank Redemption',
  Year: '1994',
  imdbID: 'tt0111161',
  Director: 'Frank Darabont',
  imdbRating: '9.3',
  imdbVotes: '3,000,000',
};

export type Dto = Record<string, unknown>;

export interface RecordedRequest {
  id: string | null;
  plot: string | null;
  signal: AbortSignal;
}

/**
 * Answers detail requests from the given records by `i`; an unknown id gets OMDb's failure.
 * `wait` holds an answer back per id (milliseconds, or 'infinite': until aborted).
 */
export function omdbWith(records: Dto[], wait: Record<string, number | 'infinite'> = {}) {
  const requests: RecordedRequest[] = [];
  const handler = http.get(OMDB_URL, async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const id = params.get('i');
    requests.push({ id, plot: params.get('plot'), signal: request.signal });
    const hold = id ? wait[id] : undefined;
    if (hold !== undefined) await delay(hold);
    const record = records.find((item) => item.imdbID === id?.toLowerCase());
    return HttpResponse.json(record ?? { Response: 'False', Error: 'Incorrect IMDb ID.' });
  });
  return { handler, requests };
}
