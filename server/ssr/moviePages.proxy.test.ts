import { createServer } from 'node:http';
import { APP_SHELL } from '../appShell.ts';
import { listenUntilTestEnds } from '../test/listen.ts';
import { PAGES, fakeBuildWithPages, servingPages } from '../test/fakeBuild.ts';
import { NO_SUCH_FILM } from '../test/fakeSsrBundle.ts';
import { proxyApp } from '../test/helpers.ts';
import { dataOf } from '../test/moviePage.ts';
import { expectRenderedPage } from '../test/responseChecks.ts';

const build = fakeBuildWithPages();

const DETAIL = {
  Title: 'Upstream Film',
  Year: '2010',
  Rated: 'PG',
  Runtime: '99 min',
  Genre: 'Drama',
  Director: 'Remote Director',
  Plot: 'A plot that only the upstream knows.',
  Poster: 'https://m.media-amazon.com/images/M/upstream.jpg',
  Ratings: [],
  imdbRating: '7.1',
  imdbVotes: '1,234',
  imdbID: 'tt0500001',
  Type: 'movie',
  Response: 'True',
};

/** OMDb on 127.0.0.1: the film above, after `delayMs`; every request it gets is kept. */
async function fakeOmdb(delayMs: number) {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream');
    requests.push(url);
    const body =
      url.searchParams.get('i') === DETAIL.imdbID
        ? DETAIL
        : { Response: 'False', Error: 'Incorrect IMDb ID.' };
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    }, delayMs);
  });
  return { url: await listenUntilTestEnds(server), requests };
}

const filmCalls = (requests: URL[]) =>
  requests.filter((url) => url.searchParams.get('i') === DETAIL.imdbID);

/** OMDb as fakeOmdb(omdbDelayMs), and a proxy-mode app in front of it serving the build's pages. */
async function appOnOmdb(omdbDelayMs = 0, movieDataTimeoutMs = 1000) {
  const omdb = await fakeOmdb(omdbDelayMs);
  const options = { ...servingPages(build), movieDataTimeoutMs };
  return { omdb, server: (await proxyApp(omdb.url, {}, options)).app };
}

describe('GET /movie/{id} in proxy mode', () => {
  it('renders the film from an answer the proxy has cached, without calling OMDb again', async () => {
    const { omdb, server } = await appOnOmdb();
    const api = await server.inject(`/api/omdb/?i=${DETAIL.imdbID}&plot=full`);
    expect(api.statusCode).toBe(200);
    expect(filmCalls(omdb.requests)).toHaveLength(1);

    const page = await server.inject(`/movie/${DETAIL.imdbID}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Upstream Film</h1>');
    expect(dataOf(page.body)?.answer).toEqual(api.json());
    expect(filmCalls(omdb.requests)).toHaveLength(1);
  });

  it('caches what it fetched for the page: the client’s own request then costs no call', async () => {
    const { omdb, server } = await appOnOmdb();
    expect((await server.inject(`/movie/${DETAIL.imdbID}`)).statusCode).toBe(200);
    expect(filmCalls(omdb.requests)).toHaveLength(1);
    const call = filmCalls(omdb.requests)[0];
    expect(call.searchParams.get('plot')).toBe('full');
    await server.inject(`/api/omdb/?i=${DETAIL.imdbID}&plot=full`);
    expect(filmCalls(omdb.requests)).toHaveLength(1);
  });

  it('sends the ordinary shell (HTTP 200) when OMDb is slower than the time-out', async () => {
    const { server } = await appOnOmdb(1500, 200);
    const started = Date.now();
    const page = await server.inject(`/movie/${DETAIL.imdbID}`);
    expect(Date.now() - started).toBeLessThan(1200);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe(PAGES[APP_SHELL]);
    expect(page.body).not.toContain('Upstream Film');
  });

  it('asks OMDb nothing for a malformed id, and answers 404', async () => {
    const { omdb, server } = await appOnOmdb();
    const page = await server.inject('/movie/tt12');
    expectRenderedPage(page, 404);
    expect(page.body).toContain(NO_SUCH_FILM);
    expect(omdb.requests).toHaveLength(0);
  });

  it('answers 404 with the bundle’s page for an id OMDb does not know, OMDb’s answer its data', async () => {
    const { server } = await appOnOmdb();
    const page = await server.inject('/movie/tt0000001');
    expectRenderedPage(page, 404);
    expect(page.body).toContain(NO_SUCH_FILM);
    expect(dataOf(page.body)?.answer).toEqual({ Response: 'False', Error: 'Incorrect IMDb ID.' });
  });
});
