import { createServer, type ServerResponse } from 'node:http';
import { SEARCH_BODY } from './fakeUpstream.ts';
import { listenUntilTestEnds } from './listen.ts';

/**
 * How the upstream misbehaves: `hang` accepts and never answers; `reset` drops the connection
 * before a byte; `cut` sends headers and half the body, then drops it; `drip` sends headers, then
 * one byte every 50 ms (seconds in all); `burst` answers 500, 502, 503, 504 in turn, with HTML,
 * JSON or empty bodies.
 */
export type Fault = 'hang' | 'reset' | 'cut' | 'drip' | 'burst';

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };
const BODY = JSON.stringify(SEARCH_BODY);
const BURST: Array<[number, string, string]> = [
  [500, 'text/html', '<html><body>Internal Server Error</body></html>'],
  [502, 'text/html', '<html><body>Bad Gateway</body></html>'],
  [503, 'application/json', '{"Response":"False","Error":"Service unavailable"}'],
  [504, 'text/plain', ''],
];

function drip(response: ServerResponse): void {
  response.writeHead(200, { ...JSON_TYPE, 'content-length': Buffer.byteLength(BODY) });
  let sent = 0;
  const timer = setInterval(() => {
    response.write(BODY.charAt(sent));
    sent += 1;
    if (sent === BODY.length) response.end();
  }, 50);
  response.on('close', () => clearInterval(timer));
}

/** A stand-in for OMDb on 127.0.0.1, port 0, healthy until `fail()` and again after `recover()`. */
export async function startFaultyUpstream() {
  let fault: Fault | null = null;
  let calls = 0;
  let burst = 0;
  const server = createServer((request, response) => {
    calls += 1;
    switch (fault) {
      case 'hang':
        return;
      case 'reset':
        return void request.socket.destroy();
      case 'cut':
        response.writeHead(200, { ...JSON_TYPE, 'content-length': Buffer.byteLength(BODY) });
        response.write(BODY.slice(0, BODY.length / 2));
        return void setTimeout(() => request.socket.destroy(), 10);
      case 'drip':
        return drip(response);
      case 'burst': {
        const [status, type, body] = BURST[burst++ % BURST.length];
        response.writeHead(status, { 'content-type': type });
        return void response.end(body);
      }
      default:
        response.writeHead(200, JSON_TYPE);
        response.end(BODY);
    }
  });
  const baseUrl = await listenUntilTestEnds(server);
  return {
    url: baseUrl,
    fail: (next: Fault) => void (fault = next),
    recover: () => void (fault = null),
    calls: () => calls,
  };
}
