import { createServer } from 'node:http';
import { listenUntilTestEnds } from '../test/listen.ts';
import { UPSTREAM_ERRORS } from './messages.ts';
import { proxyApp } from '../test/helpers.ts';

/** A local server for this test only, closed when it ends; counts its requests. */
async function localServer(
  handle: (
    url: string,
    reply: (status: number, headers: Record<string, string>, body: string) => void,
  ) => void,
) {
  let calls = 0;
  const server = createServer((request, response) => {
    calls += 1;
    handle(request.url ?? '/', (status, headers, body) => {
      response.writeHead(status, headers);
      response.end(body);
    });
  });
  return {
    url: await listenUntilTestEnds(server),
    calls: () => calls,
  };
}

const JSON_TYPE = { 'content-type': 'application/json' };

describe('proxy mode: upstream answers that must not be passed on', () => {
  it('answers 502 to JSON nested 10,000 levels deep, and does not cache it', async () => {
    const deep = `{"Response":"True","Search":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const upstream = await localServer((_url, reply) => reply(200, JSON_TYPE, deep));
    const { app } = await proxyApp(upstream.url);
    for (let n = 0; n < 2; n += 1) {
      const response = await app.inject('/api/omdb/?s=matrix');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ Response: 'False', Error: UPSTREAM_ERRORS.unreadable });
    }
    expect(upstream.calls()).toBe(2);
  });

  it('does not follow an upstream redirect, so the key never reaches another host', async () => {
    const elsewhere = await localServer((_url, reply) =>
      reply(200, JSON_TYPE, '{"Response":"True"}'),
    );
    const upstream = await localServer((url, reply) =>
      reply(302, { location: new URL(url, elsewhere.url).href }, ''),
    );
    const { app } = await proxyApp(upstream.url);
    const response = await app.inject('/api/omdb/?s=matrix');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ Response: 'False', Error: UPSTREAM_ERRORS.unreachable });
    expect(upstream.calls()).toBe(1);
    expect(elsewhere.calls()).toBe(0);
  });
});
