import { http, HttpResponse } from 'msw';
import { makeTestClient } from '../test/renderWithProviders';
import { OMDB_URL } from '../test/msw/handlers';
import { server } from '../test/msw/server';
import { text } from '../shared/text';
import { createOmdbClient } from './omdbClient';

const matrix = {
  Title: 'The Matrix',
  Year: '1999',
  imdbID: 'tt0133093',
  Type: 'movie',
  Poster: 'https://m.media-amazon.com/images/matrix.jpg',
};

function answer(body: Record<string, unknown>, status = 200) {
  server.use(http.get(OMDB_URL, () => HttpResponse.json(body, { status })));
}

function captureRequests() {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    urls.push(new URL(request.url));
  });
  return urls;
}

describe('omdbClient.search', () => {
  it('sends the key, the encoded query and the page, and maps the list', async () => {
    const urls = captureRequests();
    answer({ Response: 'True', Search: [matrix], totalResults: '31' });
    const result = await makeTestClient().search('Tom & Jerry?', 2);
    expect(urls[0].searchParams.get('apikey')).toBe('test-key');
    expect(urls[0].searchParams.get('s')).toBe('Tom & Jerry?');
    expect(urls[0].searchParams.get('page')).toBe('2');
    expect(urls[0].search).toContain('s=Tom+%26+Jerry%3F');
    expect(result).toEqual({
      totalResults: 31,
      movies: [
        {
          imdbID: 'tt0133093',
          title: 'The Matrix',
          year: '1999',
          type: 'movie',
          poster: matrix.Poster,
        },
      ],
    });
  });

  it('maps Poster "N/A" and non-web URLs to no poster', async () => {
    answer({
      Response: 'True',
      totalResults: '2',
      Search: [
        { ...matrix, Poster: 'N/A' },
        { ...matrix, imdbID: 'tt0234215', Poster: 'javascript:alert(1)' },
      ],
    });
    const { movies } = await makeTestClient().search('matrix', 1);
    expect(movies.map((movie) => movie.poster)).toEqual([null, null]);
  });

  it('defaults a missing list to empty and a missing total to 0', async () => {
    answer({ Response: 'True' });
    expect(await makeTestClient().search('matrix', 1)).toEqual({ movies: [], totalResults: 0 });
  });

  it.each([
    ['Too many results.', text.errors.tooManyResults],
    ['Movie not found!', text.errors.movieNotFound],
    ['movie NOT found!', text.errors.movieNotFound],
    ['Something odd', 'Something odd'],
    ['', 'Фильмы не найдены'],
  ])('turns the service error %j into %j', async (serviceError, message) => {
    answer({ Response: 'False', Error: serviceError });
    await expect(makeTestClient().search('matrix', 1)).rejects.toThrow(message);
  });

  it('says "Фильмы не найдены" when the service gives no error text', async () => {
    answer({ Response: 'False' });
    await expect(makeTestClient().search('matrix', 1)).rejects.toThrow('Фильмы не найдены');
  });

  it.each([
    [500, '<h1>oops</h1>'],
    [403, '<html><body>Forbidden</body></html>'],
    [401, 'Unauthorized'],
  ])(
    'reports a non-OK answer (%i, no OMDb body) as "Failed to fetch movies"',
    async (status, body) => {
      server.use(http.get(OMDB_URL, () => new HttpResponse(body, { status })));
      await expect(makeTestClient().search('matrix', 1)).rejects.toThrow('Failed to fetch movies');
    },
  );

  it.each([
    ['Invalid API key!', text.errors.invalidKey],
    ['No API key provided.', text.errors.noKey],
    ['Request limit reached!', text.errors.dailyLimit],
  ])('explains OMDb 401 %j in Russian', async (serviceError, message) => {
    answer({ Response: 'False', Error: serviceError }, 401);
    await expect(makeTestClient().search('matrix', 1)).rejects.toThrow(message);
  });

  it('explains a 429 from the proxy', async () => {
    answer({ Response: 'False', Error: 'Rate limit exceeded' }, 429);
    await expect(makeTestClient().search('matrix', 1)).rejects.toThrow(text.errors.rateLimited);
  });

  it('explains a network failure in Russian', async () => {
    server.use(http.get(OMDB_URL, () => HttpResponse.error()));
    await expect(makeTestClient().search('matrix', 1)).rejects.toThrow(text.errors.network);
  });

  it('rejects a payload that is not OMDb-shaped', async () => {
    answer({ Response: 'True', Search: 'nope', totalResults: 'abc' });
    await expect(makeTestClient().search('matrix', 1)).rejects.toThrow(text.errors.badResponse);
    server.use(http.get(OMDB_URL, () => new HttpResponse('not json', { status: 200 })));
    await expect(makeTestClient().search('other', 1)).rejects.toThrow(text.errors.badResponse);
  });

  it('gives up after the timeout with a clear message', async () => {
    server.use(http.get(OMDB_URL, () => new Promise<Response>(() => {})));
    const client = createOmdbClient({
      baseUrl: '/api/omdb/',
      apiKey: '',
      origin: 'http://localhost:3000',
      timeoutMs: 50,
    });
    await expect(client.search('matrix', 1)).rejects.toThrow(text.errors.timeout);
  });

  it('answers a repeated query from memory without a request', async () => {
    const urls = captureRequests();
    answer({ Response: 'True', Search: [matrix], totalResults: '1' });
    const client = makeTestClient();
    await client.search('matrix', 1);
    await client.search('matrix', 1);
    expect(urls).toHaveLength(1);
  });

  it('passes an abort through as an abort', async () => {
    server.use(http.get(OMDB_URL, () => new Promise<Response>(() => {})));
    const controller = new AbortController();
    const pending = makeTestClient().search('matrix', 1, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('omdbClient.lookup', () => {
  it('asks by id and gives one result', async () => {
    const urls = captureRequests();
    answer({ ...matrix, Response: 'True', Plot: 'A hacker learns the truth.' });
    const result = await makeTestClient().lookup('tt0133093');
    expect(urls[0].searchParams.get('i')).toBe('tt0133093');
    expect(urls[0].searchParams.has('s')).toBe(false);
    expect(result.totalResults).toBe(1);
    expect(result.movies[0]).toEqual({
      imdbID: 'tt0133093',
      title: 'The Matrix',
      year: '1999',
      type: 'movie',
      poster: matrix.Poster,
    });
  });

  it('gives no result for an unknown id', async () => {
    answer({ Response: 'False', Error: 'Incorrect IMDb ID.' });
    expect(await makeTestClient().lookup('tt0000001')).toEqual({ movies: [], totalResults: 0 });
  });
});

describe('omdbClient.details', () => {
  it('asks for the full plot and maps every field', async () => {
    const urls = captureRequests();
    answer({
      ...matrix,
      Response: 'True',
      Rated: 'R',
      imdbRating: '8.7',
      imdbVotes: '2,100,345',
      Genre: 'Action, Sci-Fi',
      Director: 'Lana Wachowski, Lilly Wachowski',
      Actors: 'Keanu Reeves',
      Runtime: '136 min',
      Released: '31 Mar 1999',
      Country: 'United States',
      Language: 'English',
      Awards: 'N/A',
      Plot: 'Full plot.',
      Ratings: [{ Source: 'Internet Movie Database', Value: '8.7/10' }],
    });
    const movie = await makeTestClient().details('tt0133093');
    expect(urls[0].searchParams.get('plot')).toBe('full');
    expect(movie).toMatchObject({
      rated: 'R',
      imdbRating: 8.7,
      imdbVotes: 2100345,
      awards: null,
      plot: 'Full plot.',
      ratings: [{ source: 'Internet Movie Database', value: '8.7/10' }],
    });
  });

  it('reads votes without commas and "N/A" ratings as missing', async () => {
    answer({ ...matrix, Response: 'True', imdbRating: 'N/A', imdbVotes: '13024' });
    expect(await makeTestClient().details('tt0133093')).toMatchObject({
      imdbRating: null,
      imdbVotes: 13024,
      ratings: [],
    });
  });

  it('uses the service error, or "Movie not found"', async () => {
    answer({ Response: 'False', Error: 'Incorrect IMDb ID.' });
    await expect(makeTestClient().details('tt0000001')).rejects.toThrow('Incorrect IMDb ID.');
    answer({ Response: 'False' });
    await expect(makeTestClient().details('tt0000002')).rejects.toThrow('Movie not found');
  });

  it('throws the daily-limit text on OMDb’s 401 "Request limit reached!"', async () => {
    answer({ Response: 'False', Error: 'Request limit reached!' }, 401);
    await expect(makeTestClient().details('tt0133093')).rejects.toThrow(text.errors.dailyLimit);
  });

  it('reports a non-OK answer as "Failed to fetch movie details"', async () => {
    server.use(http.get(OMDB_URL, () => new HttpResponse(null, { status: 503 })));
    await expect(makeTestClient().details('tt0133093')).rejects.toThrow(
      'Failed to fetch movie details',
    );
  });
});

describe('omdbClient.byTitle and a search of one year (the import matcher’s calls)', () => {
  it('asks with t and y, and gives OMDb’s match as a detail', async () => {
    const urls = captureRequests();
    const found = await makeTestClient().byTitle('the matrix', 1999);
    expect(urls[0].searchParams.get('t')).toBe('the matrix');
    expect(urls[0].searchParams.get('y')).toBe('1999');
    expect(found).toMatchObject({ imdbID: 'tt0133093', title: 'The Matrix', year: '1999' });
  });

  it('leaves out y when no year is known, and gives null when OMDb knows no such title', async () => {
    const urls = captureRequests();
    expect(await makeTestClient().byTitle('No Such Film Anywhere', null)).toBeNull();
    expect(urls[0].searchParams.has('y')).toBe(false);
  });

  it('narrows a search to one year with y, and answers a repeat from the cache', async () => {
    const urls = captureRequests();
    const client = makeTestClient();
    const { movies } = await client.search('matrix', 1, undefined, { year: 2003 });
    expect(urls[0].searchParams.get('y')).toBe('2003');
    expect(urls[0].searchParams.has('type')).toBe(false);
    expect(movies.length).toBeGreaterThan(0);
    expect(movies.every((movie) => movie.year.startsWith('2003'))).toBe(true);
    await client.search('matrix', 1, undefined, { year: 2003 });
    expect(urls).toHaveLength(1);
  });

  it('narrows a search to one type with type, cached apart from the same search unnarrowed', async () => {
    const urls = captureRequests();
    const client = makeTestClient();
    const series = await client.search('star', 1, undefined, { type: 'series' });
    expect(urls[0].searchParams.get('type')).toBe('series');
    expect(urls[0].searchParams.has('y')).toBe(false);
    expect(series.movies.length).toBeGreaterThan(0);
    expect(series.movies.every((movie) => movie.type === 'series')).toBe(true);
    const all = await client.search('star', 1, undefined, { type: null, year: null });
    expect(urls).toHaveLength(2);
    expect(urls[1].searchParams.has('type')).toBe(false);
    expect(all.totalResults).toBeGreaterThan(series.totalResults);
  });

  it('throws the daily-limit text on OMDb’s 401 "Request limit reached!"', async () => {
    answer({ Response: 'False', Error: 'Request limit reached!' }, 401);
    await expect(makeTestClient().byTitle('Alien', 1979)).rejects.toThrow(text.errors.dailyLimit);
  });
});

describe('omdbClient cache and OMDb’s passing errors', () => {
  it('asks again after "Error getting data.", which OMDb gives now and then', async () => {
    const urls = captureRequests();
    const client = makeTestClient();
    answer({ Response: 'False', Error: 'Error getting data.' });
    await expect(client.details('tt0133093')).rejects.toThrow('Error getting data.');
    answer({ ...matrix, Response: 'True' });
    await expect(client.details('tt0133093')).resolves.toMatchObject({ title: 'The Matrix' });
    expect(urls).toHaveLength(2);
  });
});

describe('omdbClient.prefetchDetails (a press on a film card)', () => {
  it('asks once: the details call made meanwhile waits for that request', async () => {
    const urls = captureRequests();
    answer({ ...matrix, Response: 'True' });
    const client = makeTestClient();
    client.prefetchDetails('tt0133093');
    client.prefetchDetails('tt0133093');
    await expect(client.details('tt0133093')).resolves.toMatchObject({ title: 'The Matrix' });
    expect(urls).toHaveLength(1);
    expect(urls[0].searchParams.get('i')).toBe('tt0133093');
    expect(urls[0].searchParams.get('plot')).toBe('full');
  });

  it('asks for nothing when the details are already in', async () => {
    const urls = captureRequests();
    answer({ ...matrix, Response: 'True' });
    const client = makeTestClient();
    await client.details('tt0133093');
    client.prefetchDetails('tt0133093');
    await client.details('tt0133093');
    expect(urls).toHaveLength(1);
  });

  it('lets the call that waits be aborted, and keeps the answer for the next one', async () => {
    const urls = captureRequests();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(OMDB_URL, async () => {
        await held;
        return HttpResponse.json({ ...matrix, Response: 'True' });
      }),
    );
    const client = makeTestClient();
    client.prefetchDetails('tt0133093');
    const controller = new AbortController();
    const waiting = client.details('tt0133093', controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    release();
    await expect(client.details('tt0133093')).resolves.toMatchObject({ title: 'The Matrix' });
    expect(urls).toHaveLength(1);
  });

  it('gives its failure to the call that waits, and a later call asks again', async () => {
    const urls = captureRequests();
    answer({}, 500);
    const client = makeTestClient();
    client.prefetchDetails('tt0133093');
    await expect(client.details('tt0133093')).rejects.toThrow(text.errors.detailsHttp);
    answer({ ...matrix, Response: 'True' });
    await expect(client.details('tt0133093')).resolves.toMatchObject({ title: 'The Matrix' });
    expect(urls).toHaveLength(2);
  });
});
