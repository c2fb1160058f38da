import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { OmdbAnswers } from '../omdb/answers.ts';
import type { OmdbLimit } from '../omdb/limit.ts';
import { forwardedParams, type ProxyQuery } from '../omdb/proxyQuery.ts';
import type { SsrBundle } from './bundle.ts';
import type { ServerAnswer } from './contract.ts';
import { MOVIE_DATA_TIMEOUT_MS, within } from './moviePages.ts';
import { readShell, sendRenderedPage } from './shell.ts';

export interface SearchPagesOptions {
  distDir: string;
  ssr: SsrBundle;
  answers: OmdbAnswers;
  timeoutMs?: number;
  /** Proxy mode: a search OMDb has to be asked for draws on the client's limit, as the API does. */
  limit?: Pick<OmdbLimit, 'spend'>;
}

/** The query string of a request's URL, `?` included; '' when it has none. */
function searchOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

/**
 * `GET /?q=…` (with `type` and `y`): the search page rendered on the server with the address's
 * results, as the app would show them (see src/ssr/renderSearchResultsPage.tsx). `/` alone, an
 * address the spec's rules refuse, HEAD, a client past its limit and an answer that comes late
 * all get the prerendered page (index.html), whose app then does as it always has. It is sent with
 * `reply.sendFile`, which the app has from the `staticFiles` plugin, registered before this one.
 */
export const searchPages: FastifyPluginAsync<SearchPagesOptions> = async (app, options) => {
  const shell = readShell(options.distDir);
  if (shell === null) return;
  const { ssr, answers } = options;
  const timeoutMs = options.timeoutMs ?? MOVIE_DATA_TIMEOUT_MS;

  /** OMDb's answer as the API would give it: free when known, else one request of the limit. */
  async function ask(request: FastifyRequest, params: string): Promise<ServerAnswer | null> {
    const question = forwardedParams(Object.fromEntries(new URLSearchParams(params)) as ProxyQuery);
    const known = await answers.known(question);
    if (known !== undefined) return known;
    if (request.method === 'HEAD') return null;
    if (await options.limit?.spend(request)) return null;
    return within(timeoutMs, answers.answer(question));
  }

  app.get('/', async (request, reply) => {
    const prerendered = () => reply.sendFile('index.html');
    const search = searchOf(request.url);
    if (!new URLSearchParams(search).has('q')) return prerendered();
    try {
      const page = await ssr.renderSearchResultsPage({
        search,
        ask: (params) => ask(request, params),
      });
      if (page === null) return prerendered();
      return sendRenderedPage(reply, shell, page, 'SearchPage');
    } catch (error) {
      request.log.error({ err: error }, 'search page could not be rendered');
      return prerendered();
    }
  });
};
