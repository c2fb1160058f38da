import { RATE_LIMITED } from './routes.ts';
import { proxyOnFakeUpstream } from '../test/helpers.ts';

const GOT = 'tt0944947';

describe('proxy mode: seasons and episodes', () => {
  it("forwards Season and Episode under OMDb's names, with the key and nothing else", async () => {
    const { app, upstream } = await proxyOnFakeUpstream({}, { upstreamDelayMs: 0 });
    expect(
      (await app.inject(`/api/omdb/?apikey=x&i=${GOT}&Season=1&Episode=2&r=xml`)).statusCode,
    ).toBe(200);
    expect(Object.fromEntries(upstream.requests[0]!.searchParams)).toEqual({
      i: GOT,
      Season: '1',
      Episode: '2',
      apikey: expect.any(String),
    });
  });

  it('asks OMDb once for one season however it is written, and again for another', async () => {
    const { app, upstream } = await proxyOnFakeUpstream({}, { upstreamDelayMs: 0 });
    for (const query of [
      `i=${GOT}&Season=1`,
      `Season=1&i=${GOT.toUpperCase()}`,
      `i=${GOT}&season=01`,
      `i=${GOT}&Season=1&apikey=other`,
    ])
      expect((await app.inject(`/api/omdb/?${query}`)).statusCode, query).toBe(200);
    expect(upstream.requests).toHaveLength(1);
    await app.inject(`/api/omdb/?i=${GOT}&Season=2`);
    await app.inject(`/api/omdb/?i=${GOT}&Season=2&Episode=1`);
    await app.inject(`/api/omdb/?i=${GOT}`);
    expect(upstream.requests.map((url) => url.search)).toEqual([
      `?i=${GOT}&Season=1&apikey=server-secret-key`,
      `?i=${GOT}&Season=2&apikey=server-secret-key`,
      `?i=${GOT}&Season=2&Episode=1&apikey=server-secret-key`,
      `?i=${GOT}&apikey=server-secret-key`,
    ]);
  });

  it('makes one upstream call for identical season requests in flight', async () => {
    const { app, upstream } = await proxyOnFakeUpstream({}, { upstreamDelayMs: 200 });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => app.inject(`/api/omdb/?i=${GOT}&Season=3`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(upstream.requests).toHaveLength(1);
  });

  it.each(['Season=one', 'Season=12345', 'Episode=-1', 'season=1.5', 'Season=1&Season=2'])(
    'refuses %s with 400, never calling upstream',
    async (query) => {
      const { app, upstream } = await proxyOnFakeUpstream();
      const response = await app.inject(`/api/omdb/?i=${GOT}&${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().Error).toMatch(/^Invalid request: /);
      expect(upstream.requests).toHaveLength(0);
    },
  );

  it('counts season requests against the same per-client limit as film details', async () => {
    const { app } = await proxyOnFakeUpstream({ rateLimitMax: 3 }, { upstreamDelayMs: 0 });
    const statuses = [];
    for (const query of [`i=${GOT}&Season=1`, `i=${GOT}&Season=1`, `i=${GOT}`, `i=${GOT}&Season=2`])
      statuses.push((await app.inject(`/api/omdb/?${query}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await app.inject(`/api/omdb/?i=${GOT}&Season=2`)).json()).toEqual({
      Response: 'False',
      Error: RATE_LIMITED,
    });
  });
});
