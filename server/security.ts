import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every response. Scripts only from our origin, never inline. Styles allow
 * 'unsafe-inline' because React sets `style` attributes (rating and chart bars); that cannot run
 * code. Images: our own, data: URIs and any https poster host (OMDb's come from Amazon).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Off: it would rewrite http://127.0.0.1 asset URLs to https and break a local, plain-HTTP run.
  upgradeInsecureRequests: null,
};

/** helmet's own default value, sent only where it means something (below). */
export const HSTS = 'max-age=31536000; includeSubDomains';

const securityHeadersPlugin: FastifyPluginAsync = async (app) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  // Browsers ignore HSTS over plain HTTP (RFC 6797 §8.1): sent over HTTPS, which behind a trusted
  // proxy (TRUST_PROXY) Fastify reads from its X-Forwarded-Proto.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
};

/**
 * The headers above on every answer of the app. Through fastify-plugin: its hooks belong to the
 * scope that registers it (the app's), not to a scope of their own, so they reach every route.
 */
export const securityHeaders = fp(securityHeadersPlugin, {
  name: 'security-headers',
  fastify: '5.x',
});

/**
 * For an answer Fastify makes before any hook runs (a path with broken percent-escapes such as
 * `/%C0%AF`), so helmet never sees it. It is only ever JSON: nothing may load, nothing may frame it.
 */
export const HOOKLESS_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;
