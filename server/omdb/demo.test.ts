import Fastify from 'fastify';
import { filmoteka } from '../app.ts';
import { answerOmdb } from './emulator.ts';
import { renderPosterPng } from '../posterImage.ts';
import { buildTestApp, captureLogs } from '../test/helpers.ts';
import { fixtureCatalog, starWars } from '../test/fixtures.ts';

describe('demo mode', () => {
  it('reports itself healthy and in demo mode', async () => {
    const app = await buildTestApp();
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', mode: 'demo' });
  });

  it('answers /api/omdb/ with the emulator, the apikey accepted and ignored', async () => {
    const app = await buildTestApp();
    const response = await app.inject('/api/omdb/?apikey=whatever&s=star&page=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(answerOmdb(new URLSearchParams('s=star'), fixtureCatalog).body);
    expect(response.json().totalResults).toBe('4');
  });

  it('answers the bare /api/omdb path too, and passes percent-encoded characters through', async () => {
    const app = await buildTestApp();
    const response = await app.inject(`/api/omdb?s=${encodeURIComponent('Fast & Furious')}`);
    expect(response.json().Search[0].Title).toBe('Fast & Furious');
  });

  it("sends OMDb's error bodies with HTTP 200", async () => {
    const app = await buildTestApp();
    const cases: Array<[string, string]> = [
      ['s=zzzzzz', 'Movie not found!'],
      ['s=a', 'Too many results.'],
      ['i=tt9999999', 'Incorrect IMDb ID.'],
      ['', 'Incorrect IMDb ID.'],
      ['s=star&page=0', 'The page you requested is out of range.'],
    ];
    for (const [query, error] of cases) {
      const response = await app.inject(`/api/omdb/?${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.json(), query).toEqual({ Response: 'False', Error: error });
    }
  });

  it('returns details with the full plot when asked', async () => {
    const app = await buildTestApp();
    const response = await app.inject('/api/omdb/?i=tt0076759&plot=full');
    expect(response.json()).toMatchObject({
      Title: starWars.Title,
      Plot: starWars.Plot,
      Response: 'True',
    });
  });

  it('answers a repeated question from memory, whatever apikey or parameter order it comes with', async () => {
    const catalog = [...fixtureCatalog];
    const app = await buildTestApp({ catalog });
    const first = await app.inject('/api/omdb/?s=star&page=1&apikey=a');
    // The catalog cannot change under a running server; changing it here shows what is remembered.
    catalog.push({ ...starWars, imdbID: 'tt9999991', Title: 'Star Extra' });
    const again = await app.inject('/api/omdb/?apikey=b&page=1&s=star');
    expect(again.json()).toEqual(first.json());
    const fresh = await app.inject('/api/omdb/?s=star&page=1&type=movie');
    expect(JSON.stringify(fresh.json())).toContain('Star Extra');
  });

  it('is not rate limited, so a busy local session never sees 429', async () => {
    const app = await buildTestApp();
    const statuses = new Set<number>();
    for (let n = 0; n < 150; n += 1)
      statuses.add((await app.inject('/api/omdb/?s=star')).statusCode);
    expect([...statuses]).toEqual([200]);
  });
});

describe('posters', () => {
  it('serves the generated PNG with a long cache', async () => {
    const app = await buildTestApp();
    const response = await app.inject('/api/posters/tt0076759.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
    expect(response.rawPayload.equals(renderPosterPng(starWars))).toBe(true);
  });

  it.each([
    ['an unknown id', '/api/posters/tt9999999.png'],
    ['a title without a poster', '/api/posters/tt0211915.png'],
    ['a malformed id', '/api/posters/x.png'],
  ])('answers 404 for the poster of %s', async (_what, path) => {
    const app = await buildTestApp();
    expect((await app.inject(path)).statusCode).toBe(404);
  });

  it('links every poster a search returns to a poster that exists', async () => {
    const app = await buildTestApp();
    const items = (await app.inject('/api/omdb/?s=star')).json().Search as Array<{
      Poster: string;
    }>;
    for (const { Poster } of items) expect((await app.inject(Poster)).statusCode, Poster).toBe(200);
  });
});

describe('errors from our own code', () => {
  it('answer 500 with a generic body that leaks nothing, and are logged', async () => {
    const { lines, logger } = captureLogs();
    const app = Fastify({ logger });
    await app.register(filmoteka, { config: { mode: 'demo' }, catalog: fixtureCatalog });
    app.get('/api/explode', async () => {
      throw new Error('secret internals at /srv/app.ts:42');
    });
    onTestFinished(() => app.close());

    const response = await app.inject('/api/explode');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error' });
    expect(response.body).not.toContain('secret');
    expect(lines.join('')).toContain('secret internals');
  });

  it('answer a file that vanished (ENOENT) as a missing file, and any other failure as a clean JSON 500, whatever type the route had set', async () => {
    const app = Fastify({ logger: false });
    await app.register(filmoteka, { config: { mode: 'demo' }, catalog: fixtureCatalog });
    app.get('/api/half', async (_request, reply) => {
      reply.type('text/html; charset=utf-8');
      throw new Error('secret internals at /srv/app.ts:42');
    });
    app.get('/api/vanished', async (_request, reply) => {
      reply.type('text/html; charset=utf-8');
      throw Object.assign(new Error("ENOENT: open '/srv/dist/index.html'"), { code: 'ENOENT' });
    });
    onTestFinished(() => app.close());

    const half = await app.inject({ url: '/api/half', headers: { 'accept-encoding': 'identity' } });
    expect(half.statusCode).toBe(500);
    expect(half.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(half.json()).toEqual({ statusCode: 500, error: 'Internal Server Error' });
    const vanished = await app.inject({
      url: '/api/vanished',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(vanished.statusCode).toBe(404);
    expect(vanished.json()).toEqual({ statusCode: 404, error: 'Not Found' });
  });

  it('answer unknown API paths with a JSON 404, not the page', async () => {
    const app = await buildTestApp();
    const response = await app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found' });
  });
});
