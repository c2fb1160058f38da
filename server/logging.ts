import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Masks `apikey` values in a URL or any text holding one, so no key reaches a log line. */
export function redactApiKey(text: string): string {
  return text.replace(/([?&]apikey=)[^&#\s"]*/gi, '$1[redacted]');
}

/** Every way a secret may be written in a URL, a form or a JSON string, longest first. */
export function secretForms(secret: string): string[] {
  if (secret === '') return [];
  const encoded = [
    encodeURIComponent(secret),
    encodeURI(secret),
    new URLSearchParams({ s: secret }).toString().slice(2),
  ];
  const lowerHex = encoded.map((form) => form.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()));
  const json = JSON.stringify(secret).slice(1, -1);
  const forms = new Set([secret, ...encoded, ...lowerHex, json, json.replaceAll('/', '\\/')]);
  return [...forms].sort((a, b) => b.length - a.length);
}

/** Masks `secret` in `text` in every form `secretForms` knows. */
export function redactSecret(text: string, secret: string): string {
  let result = text;
  for (const form of secretForms(secret)) result = result.split(form).join('[redacted]');
  return result;
}

/** A URL in a log line: no key, and at most this long, so a huge URL cannot flood the log. */
export const LOGGED_URL_MAX = 512;

/** A Host header in a log line: a DNS name is at most 253 characters, and a port follows it. */
export const LOGGED_HOST_MAX = 260;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * A sync store's id in a URL, as a short hash keyed by a secret of this process: a log line still
 * tells one store's requests apart, but no log ties a store (a person's devices) to its addresses
 * across restarts or across files, and the id itself is never written.
 */
const STORE_IN_URL = /(\/api\/sync\/v1\/stores\/)([^/?#]+)/;
const storeKey = randomBytes(32);

export function hideStoreId(url: string): string {
  return url.replace(STORE_IN_URL, (_match, prefix: string, id: string) => {
    const hash = createHmac('sha256', storeKey).update(id).digest('base64url').slice(0, 8);
    return `${prefix}~${hash}`;
  });
}

export function loggedUrl(url: string): string {
  return cut(hideStoreId(redactApiKey(url)), LOGGED_URL_MAX);
}

/** The Host a client sent (or a trusted proxy's X-Forwarded-Host) is the client's text too. */
export function loggedHost(host: string): string {
  return cut(host, LOGGED_HOST_MAX);
}

const serializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggedUrl(request.url),
      host: loggedHost(request.host),
      remoteAddress: request.ip,
    };
  },
};

/** The caller's logger choice with our request serializer, which never logs a key. */
export function loggerOptions(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (logger === undefined || logger === false) return false;
  if (logger === true) return { level: 'info', serializers };
  return { ...logger, serializers: { ...logger.serializers, ...serializers } };
}
