import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerPoster } from '../posterImage.ts';
import { catalog as defaultCatalog, type CatalogEntry } from './catalog/index.ts';
import { answerOmdb } from './emulator.ts';
import { POSTER_PATH } from './posterUrl.ts';

type Next = (error?: unknown) => void;

/**
 * Connect middleware answering `/api/omdb/` and `/api/posters/` with the emulator, exactly as
 * the demo server does, so `npm run dev` needs neither a key nor the network.
 */
export function omdbDevMiddleware(catalog: readonly CatalogEntry[] = defaultCatalog) {
  return (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/omdb/' || url.pathname === '/api/omdb') {
      const answer = answerOmdb(url.searchParams, catalog);
      response.statusCode = answer.status;
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.setHeader('cache-control', 'no-store');
      response.end(JSON.stringify(answer.body));
      return;
    }
    if (url.pathname.startsWith(POSTER_PATH)) {
      const poster = answerPoster(url.pathname.slice(POSTER_PATH.length), catalog);
      response.statusCode = poster.status;
      response.setHeader('content-type', poster.contentType);
      response.setHeader('cache-control', 'no-store');
      response.end(poster.body);
      return;
    }
    next();
  };
}
