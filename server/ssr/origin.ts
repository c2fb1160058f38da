import type { FastifyRequest } from 'fastify';

/** A host name (or IPv4 address) with an optional port: nothing a header could smuggle in. */
const PLAIN_HOST =
  /^(?=.{1,253}(?::|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i;

/**
 * The site's own origin for absolute URLs (canonical, og:url, og:image): PUBLIC_ORIGIN when set,
 * else the request's protocol and Host. A Host that is not a plain host[:port] gives null: the
 * page then leaves those tags out rather than repeat whatever the header said.
 */
export function requestOrigin(request: FastifyRequest, publicOrigin?: string): string | null {
  if (publicOrigin) return publicOrigin;
  const host = request.headers.host;
  if (typeof host !== 'string' || !PLAIN_HOST.test(host)) return null;
  const port = host.includes(':') ? Number(host.slice(host.lastIndexOf(':') + 1)) : 0;
  if (port > 65535) return null;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host.toLowerCase()}`;
}
