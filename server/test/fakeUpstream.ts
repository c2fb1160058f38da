import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenUntilTestEnds } from './listen.ts';

export const SEARCH_BODY = {
  Search: [
    { Title: 'The Matrix', Year: '1999', imdbID: 'tt0133093', Type: 'movie', Poster: 'N/A' },
  ],
  totalResults: '1',
  Response: 'True',
};

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/**
 * A stand-in for OMDb on 127.0.0.1, port 0. Its answer depends on `s`: "slow", "boom", "html",
 * "echo", "badkey", "limit", "notfound"; anything else is a search answered after `delayMs`.
 */
export async function startFakeUpstream(delayMs = 30) {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream');
    requests.push(url);
    const s = url.searchParams.get('s');
    if (s === 'slow') return void setTimeout(() => json(response, 200, SEARCH_BODY), 2000);
    if (s === 'boom') return json(response, 503, { message: 'upstream down' });
    if (s === 'html') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return void response.end('<html>Cloudflare says hi</html>');
    }
    if (s === 'echo')
      return json(response, 200, { Response: 'False', Error: `Bad request ${url.search}` });
    if (s === 'badkey')
      return json(response, 401, { Response: 'False', Error: 'Invalid API key!' });
    if (s === 'limit')
      return json(response, 401, { Response: 'False', Error: 'Request limit reached!' });
    if (s === 'notfound')
      return json(response, 200, { Response: 'False', Error: 'Movie not found!' });
    setTimeout(() => json(response, 200, SEARCH_BODY), delayMs);
  });
  const baseUrl = await listenUntilTestEnds(server);
  return { url: baseUrl, requests };
}

/** A port that was free a moment ago and has nothing listening on it now. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
