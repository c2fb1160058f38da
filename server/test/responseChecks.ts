import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { HIDDEN_SECRET, PACKAGE_JSON_MARK, SECRET, SERVABLE } from './fakeBuild.ts';
import type { HostileRequest } from './hostileRequests.ts';

/** What any request may get; a Range header adds the two answers made for ranges. */
export function allowedStatuses(request: HostileRequest): Set<number> {
  const allowed = new Set([200, 304, 400, 404, 405, 429]);
  if (request.headers.range !== undefined) {
    allowed.add(206); // part of a file, as asked
    allowed.add(416); // a range the file cannot satisfy
  }
  return allowed;
}

/** The body as the client reads it, whatever the compression. */
export function decodedBody(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  if (raw.length === 0) return '';
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw).toString();
    case 'gzip':
      return gunzipSync(raw).toString();
    case 'deflate':
      return inflateSync(raw).toString();
    default:
      return raw.toString();
  }
}

/** A Content-Security-Policy's directives, each with its values. */
export function cspDirectives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/** The CSP and nosniff every answer must carry: no inline or eval'd script, no framing. */
export function expectSecurityHeaders(response: LightMyRequestResponse, where: string): void {
  expect(response.headers['x-content-type-options'], where).toBe('nosniff');
  const csp = cspDirectives(String(response.headers['content-security-policy'] ?? ''));
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, where).toBeDefined();
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
    expect(scripts, where).not.toContain(unsafe);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
}

/** A page rendered per request: `status`, HTML, revalidated on every visit. */
export function expectRenderedPage(
  response: LightMyRequestResponse,
  status = 200,
  where?: string,
): void {
  expect(response.statusCode, where).toBe(status);
  expect(response.headers['content-type'], where).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control'], where).toBe('no-cache');
}

/** No byte of a file outside dist/ (nor of dist's dotfile), no stack trace, none of `extra`. */
export function expectNothingLeaked(body: string, where: string, extra: string[] = []): void {
  for (const secret of [SECRET, HIDDEN_SECRET, PACKAGE_JSON_MARK, ...extra])
    expect(body, where).not.toContain(secret);
  expect(body, where).not.toMatch(/\n\s+at .+:\d+:\d+/);
}

const servable = Object.values(SERVABLE);
/** The eight bytes every PNG file starts with. */
const PNG_SIGNATURE = '89504e470d0a1a0a';

/**
 * A successful GET is what its route makes: OMDb JSON, a poster, the health answer, or a file of
 * dist/ (a part of one for a range request); nothing else.
 */
export function expectRouteShape(
  request: HostileRequest,
  response: LightMyRequestResponse,
  body: string,
  where: string,
): void {
  if (request.method !== 'GET' || ![200, 206].includes(response.statusCode)) return;
  const { pathname } = new URL(request.url, 'http://localhost');
  if (pathname === '/api/omdb/' || pathname === '/api/omdb') {
    expect(JSON.parse(body).Response, where).toMatch(/^(True|False)$/);
  } else if (pathname.startsWith('/api/posters/')) {
    expect(response.headers['content-type'], where).toBe('image/png');
    expect(response.rawPayload.subarray(0, 8).toString('hex'), where).toBe(PNG_SIGNATURE);
  } else if (pathname === '/healthz') {
    expect(JSON.parse(body).status, where).toBe('ok');
  } else {
    expect(
      servable.some((content) => content.includes(body)),
      where,
    ).toBe(true);
  }
}

/** A one-line account of a request, for failure messages. */
export function describeRequest(request: HostileRequest): string {
  const shown = request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url;
  return `${request.method} ${shown} ${JSON.stringify(request.headers)}${request.payload === undefined ? '' : ` +${request.payload.length}B body`}`;
}

/**
 * Sends `request` and checks what every answer to hostile input must be: an allowed status, the
 * security headers, nothing leaked (nor any of `mustNotAppear`), and the shape of its route.
 */
export async function sendAndCheck(
  app: FastifyInstance,
  request: HostileRequest,
  mustNotAppear: string[],
): Promise<void> {
  const response = await app.inject(request);
  const where = describeRequest(request);
  expect([...allowedStatuses(request)], where).toContain(response.statusCode);
  expectSecurityHeaders(response, where);
  const body = decodedBody(response);
  expectNothingLeaked(body, where, mustNotAppear);
  expectRouteShape(request, response, body, where);
}
