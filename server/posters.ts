import type { FastifyInstance } from 'fastify';
import type { CatalogEntry } from './omdb/catalog/index.ts';
import { POSTER_PATH } from './omdb/posterUrl.ts';
import { POSTER_CACHE_CONTROL, answerPoster } from './posterSvg.ts';

/** `GET /api/posters/{imdbID}.svg`: the generated poster of a catalog title. */
export async function posterRoutes(
  app: FastifyInstance,
  options: { catalog: readonly CatalogEntry[] },
): Promise<void> {
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
}
