import { createServer } from 'node:http';
import { PAGES, fakeBuildWithPages, servingPages } from '../test/fakeBuild.ts';
import { entry } from '../test/fixtures.ts';
import { buildTestApp, proxyApp } from '../test/helpers.ts';
import { listenUntilTestEnds } from '../test/listen.ts';
import { expectRenderedPage } from '../test/responseChecks.ts';

const build = fakeBuildWithPages();

const films = [
  entry({ Title: 'The Clockmaker', Year: '2004', imdbID: 'tt0400001' }),
  entry({ Title: 'The Clockmaker Returns', Year: '2009', imdbID: 'tt0400002', Type: 'series' }),
];

const demoApp = () => buildTestApp({ ...servingPages(build), catalog: films });

const servedSearch = (html: string) =>
  /<script type="application\/json" id="served-search">([^<]*)<\/script>/.exec(html)?.[1];

/** OMDb on 127.0.0.1 that finds one film for any search, and keeps each request. */
async function fakeOmdb() {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://upstream'));
    const film = {
      Title: 'Found',
      Year: '2001',
      imdbID: 'tt7000001',
      Type: 'movie',
      Poster: 'N/A',
    };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ Search: [film], totalResults: '1', Response: 'True' }));
  });
  return { url: await listenUntilTestEnds(server), requests };
}

describe('GET /?q=…, the search page rendered with its results', () => {
  it('fills the app’s shell with the bundle’s page of the address’s search, as the API answers it', async () => {
    const response = await (await demoApp()).inject('/?q=clockmaker');
    expectRenderedPage(response);
    const html = response.body;
    expect(html).toContain('<div id="root" data-page="SearchPage"><main><ul>');
    expect(html).toContain('<a href="/movie/tt0400001">The Clockmaker</a>');
    expect(html).toContain('<a href="/movie/tt0400002">The Clockmaker Returns</a>');
    expect(html).toContain('<title>Search: clockmaker (fake)</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const data = JSON.parse(servedSearch(html) ?? 'null') as { search: string; params: string };
    // The address's whole query string goes to the bundle.
    expect(data).toMatchObject({ search: '?q=clockmaker' });
  });

  it('asks with every parameter the bundle gives: the type narrows the results', async () => {
    const html = (await (await demoApp()).inject('/?q=clockmaker&type=series')).body;
    expect(html).toContain('>The Clockmaker Returns</a>');
    expect(html).not.toContain('>The Clockmaker</a>');
  });

  it('sends the prerendered page for `/` and for an address the bundle runs no search for', async () => {
    const app = await demoApp();
    // No `q`: the bundle is not asked; `q=cl`: it refuses (too short).
    for (const address of ['/', '/?type=movie', '/?q=cl']) {
      const response = await app.inject(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.headers['cache-control'], address).toBe('no-cache');
      expect(response.body, address).toBe(PAGES['index.html']);
    }
  });

  it('in proxy mode, asks OMDb once per search, never for HEAD, and not past the client’s limit', async () => {
    const omdb = await fakeOmdb();
    const { app } = await proxyApp(omdb.url, { rateLimitMax: 2 }, servingPages(build));
    expect((await app.inject({ method: 'HEAD', url: '/?q=found' })).statusCode).toBe(200);
    expect(omdb.requests).toHaveLength(0);
    expect(servedSearch((await app.inject('/?q=found')).body)).toBeDefined();
    // The same search again comes from the cache, free.
    expect(servedSearch((await app.inject('/?q=found')).body)).toBeDefined();
    expect(omdb.requests).toHaveLength(1);
    expect((await app.inject('/api/omdb/?s=other')).statusCode).toBe(200);
    // The limit is spent: a new search gets the prerendered page, and OMDb is not asked.
    const limited = await app.inject('/?q=another');
    expect(limited.statusCode).toBe(200);
    expect(servedSearch(limited.body)).toBeUndefined();
    expect(omdb.requests).toHaveLength(2);
  });
});
