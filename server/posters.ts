import type { FastifyPluginAsync } from 'fastify';
import type { CatalogEntry } from './omdb/catalog/index.ts';
import { POSTER_PATH } from './omdb/posterUrl.ts';
import { POSTER_CACHE_CONTROL, answerPoster } from './posterImage.ts';

export interface PosterRoutesOptions {
  /** The catalog whose titles get a poster (the demo's, or a test's). */
  catalog: readonly CatalogEntry[];
}

/** `GET /api/posters/{imdbID}.png`: the generated poster of a catalog title. */
export const posterRoutes: FastifyPluginAsync<PosterRoutesOptions> = async (app, options) => {
  app.get<{ Params: { file: string } }>(
    `${POSTER_PATH}:file`,
    {
      schema: {
        params: { type: 'object', properties: { file: { type: 'string', maxLength: 64 } } },
      },
    },
    async (request, reply) => {
      const poster = answerPoster(request.params.file, options.catalog);
      if (poster.status === 200) reply.header('cache-control', POSTER_CACHE_CONTROL);
      else reply.header('cache-control', 'no-store');
      return reply.code(poster.status).type(poster.contentType).send(poster.body);
    },
  );
};
