import { existsSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_SHELL, NOT_FOUND_PAGE } from './appShell.ts';
import type { SsrBundle } from './ssr/contract.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Vite puts content-hashed files under assets/; everything else must be revalidated. */
function cacheControlFor(distDir: string, filePath: string): string {
  const inDist = relative(distDir, filePath);
  return inDist.startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE;
}

/**
 * Paths the SPA fallback must not answer with the page: the API, assets, and file names. A file
 * name's extension starts with a letter (`.js`, `.mp4`): `/year/2026.5` is a page path.
 */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/assets/')) return false;
  return !/\.[a-z][a-z0-9]*$/i.test(basename(path));
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ statusCode: 404, error: 'Not Found' });
}

export interface StaticFilesOptions {
  /** The Vite build; without it, pages say how to make one. */
  distDir?: string;
  /**
   * From the server-rendering bundle: which paths the client's routes claim (without it, all do),
   * and which pages have a shell of their own (without it, none).
   */
  pages?: Pick<SsrBundle, 'isKnownPage' | 'shellFor'>;
}

const staticFilesPlugin: FastifyPluginAsync<StaticFilesOptions> = async (
  app,
  { distDir, pages },
) => {
  const hasBuild = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  const hasShell = hasBuild && existsSync(join(distDir, APP_SHELL));
  const hasNotFoundPage = hasBuild && existsSync(join(distDir, NOT_FOUND_PAGE));
  if (distDir !== undefined && hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      cacheControl: false,
      dotfiles: 'deny',
      // The build writes .br and .gz copies (scripts/precompress.ts): served as they are, never compressed per request.
      preCompressed: true,
      redirect: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(distDir, filePath));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (!isPageRequest(request)) return notFound(reply);
    if (!hasBuild) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The client is not built: run "npm start", which builds it and starts the server.');
    }
    // A path no route claims gets the 404 page, prerendered, with its status.
    const path = request.url.split('?')[0];
    if (hasNotFoundPage && pages && !pages.isKnownPage(path)) {
      return reply.code(404).header('cache-control', REVALIDATE).sendFile(NOT_FOUND_PAGE);
    }
    // `/` is index.html with the search page prerendered; other routes get the layout with their
    // page's loading state, so the search page never flashes first.
    if (!hasShell) return reply.sendFile('index.html');
    // The bundle comes from the same build as dist/, which wrote the shells it names.
    return reply.sendFile(pages?.shellFor(path) ?? APP_SHELL);
  });
};

/**
 * Serves the Vite build with a History-API fallback: any other page path gets index.html, so
 * /movie/tt0111161 can be opened directly. Without a build, pages say how to make one. Through
 * fastify-plugin: the not-found handler and `reply.sendFile` it sets are the app's, which every
 * page route falls back on.
 */
export const staticFiles = fp(staticFilesPlugin, { name: 'static-files', fastify: '5.x' });
