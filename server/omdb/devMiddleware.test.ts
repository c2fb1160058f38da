import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createViteServer } from 'vite';
import { renderPosterPng } from '../posterImage.ts';
import { fixtureCatalog, starWars } from '../test/fixtures.ts';
import { omdbDevMiddleware } from './devMiddleware.ts';
import { answerOmdb } from './emulator.ts';
import { omdbDemoApi } from './vitePlugin.ts';

type Handler = Parameters<typeof createServer>[1];

async function serve(handler: NonNullable<Handler>): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('omdbDevMiddleware', () => {
  async function start(): Promise<string> {
    const middleware = omdbDevMiddleware(fixtureCatalog);
    return serve((request, response) =>
      middleware(request, response, () => {
        response.statusCode = 418;
        response.end('next');
      }),
    );
  }

  it.each(['/api/omdb/?s=star&apikey=x', '/api/omdb?i=tt0076759&plot=full', '/api/omdb/?s=a'])(
    'answers %s with the emulator',
    async (path) => {
      const base = await start();
      const response = await fetch(base + path);
      expect(response.status).toBe(200);
      const expected = answerOmdb(new URL(base + path).searchParams, fixtureCatalog).body;
      expect(await response.json()).toEqual(expected);
    },
  );

  it('serves posters, and 404 for a title without one', async () => {
    const base = await start();
    const poster = await fetch(`${base}/api/posters/tt0076759.png`);
    expect(poster.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await poster.arrayBuffer()).equals(renderPosterPng(starWars))).toBe(true);
    expect((await fetch(`${base}/api/posters/tt0211915.png`)).status).toBe(404);
  });

  it('leaves every other request to Vite', async () => {
    const base = await start();
    const response = await fetch(`${base}/src/main.tsx`);
    expect(response.status).toBe(418);
  });
});

describe('omdbDemoApi (the Vite plugin)', () => {
  it('answers /api/omdb/ inside a real Vite dev server', async () => {
    const vite = await createViteServer({
      configFile: false,
      logLevel: 'silent',
      plugins: [omdbDemoApi()],
      server: { middlewareMode: true, hmr: false, ws: false },
    });
    onTestFinished(() => vite.close());
    const base = await serve((request, response) => vite.middlewares(request, response));
    const response = await fetch(`${base}/api/omdb/?s=a`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ Response: 'False', Error: 'Too many results.' });
  });
});
