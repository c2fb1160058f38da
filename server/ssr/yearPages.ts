import type { FastifyPluginAsync } from 'fastify';
import type { SsrBundle } from './bundle.ts';
import { readShell, sendRenderedPage } from './shell.ts';

export interface YearPagesOptions {
  distDir: string;
  ssr: Pick<SsrBundle, 'renderYearPage'>;
}

/**
 * `GET /year/{year}`: the year page's frame, rendered per request so its title and heading name
 * the year (see src/ssr/renderYearPage.tsx); the client hydrates it and fills it in from the
 * visitor's own data. A path the route does not admit (`/year/abc`) goes on to the not-found
 * handler, which sends the 404 page. Registered only with a build and its server-rendering bundle.
 */
export const yearPages: FastifyPluginAsync<YearPagesOptions> = async (app, options) => {
  const shell = readShell(options.distDir);
  if (shell === null) return;

  app.get('/year/:year', async (request, reply) => {
    const path = request.url.split('?')[0];
    try {
      const page = await options.ssr.renderYearPage(path);
      if (page === null) return reply.callNotFound();
      return sendRenderedPage(reply, shell, page, 'YearPage');
    } catch (error) {
      request.log.error({ err: error }, 'year page could not be rendered');
      return reply.callNotFound();
    }
  });
};
