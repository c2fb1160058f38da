import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What one client can hold of the server (defaults: REQUEST_DEFAULTS in config.ts). */
export interface RequestBounds {
  /** Headers and body must have arrived within this; past it the connection is closed (408). */
  requestTimeoutMs: number;
  /** Connections held at once; Node closes any more as they come. */
  maxConnections: number;
}

/**
 * A client's headers must all be in within this, and an idle kept-alive connection is closed after
 * the other: a thousand sockets that send nothing hold their slots for seconds, not minutes
 * (Fastify's own keep-alive is 72 s), and the app keeps answering (docs/security.md).
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;

/**
 * Fastify's and Node's own options for bounded requests. Node checks for requests past their
 * time-out every `connectionsCheckingInterval` (30 s by default): a tenth of the time-out here, so
 * a trickled request is cut within 1.1 times it.
 */
export function boundedServerOptions(bounds: RequestBounds): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: bounds.requestTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, bounds.requestTimeoutMs),
      connectionsCheckingInterval: Math.max(50, Math.round(bounds.requestTimeoutMs / 10)),
      // Node would answer a request without Host with a bare 400 before Fastify sees it: our own
      // hook refuses it instead, with the security headers of every other answer.
      requireHostHeader: false,
    },
  };
}

/** Node's own cap on connections (`net.Server#maxConnections`), which Fastify has no option for. */
export function capConnections(app: FastifyInstance, bounds: RequestBounds): void {
  app.server.maxConnections = bounds.maxConnections;
}
