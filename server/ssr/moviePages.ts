import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { OmdbAnswer } from '../omdb/messages.ts';
import type { OmdbAnswers } from '../omdb/answers.ts';
import type { OmdbLimit } from '../omdb/limit.ts';
import { forwardedParams } from '../omdb/proxyQuery.ts';
import type { SsrBundle } from './bundle.ts';
import { limitedPageHtml, sendLimitedPage } from './limitedPage.ts';
import { requestOrigin } from './origin.ts';
import { readShell, sendRenderedPage } from './shell.ts';

/**
 * How long a film page waits for OMDb before it sends the ordinary shell, whose client then asks
 * itself (the answer, still on its way, lands in the proxy's cache and serves that request).
 */
export const MOVIE_DATA_TIMEOUT_MS = 1000;

export const MOVIE_ROUTE = '/movie/:id';

export interface MoviePagesOptions {
  distDir: string;
  ssr: SsrBundle;
  answers: OmdbAnswers;
  /** PUBLIC_ORIGIN: the site's address for absolute URLs, whatever the Host header says. */
  publicOrigin?: string;
  timeoutMs?: number;
  /** Proxy mode: a film OMDb has to be asked for draws on the client's limit, as the API does. */
  limit?: Pick<OmdbLimit, 'spend'>;
}

/** Past the client's limit: seconds until it may ask again. */
class Limited {
  constructor(readonly retryAfterS: number) {}
}

/** The answer, or null when it takes longer than `ms`. */
export function within(ms: number, answer: Promise<OmdbAnswer>): Promise<OmdbAnswer | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/**
 * `GET /movie/{id}`: the film's page rendered on the server with its film (see src/ssr/). Without
 * the film in time, or with an answer that is not OMDb's, the ordinary shell (the not-found
 * handler's), as before. Registered only with a build and its server-rendering bundle.
 */
export const moviePages: FastifyPluginAsync<MoviePagesOptions> = async (app, options) => {
  const shell = readShell(options.distDir);
  if (shell === null) return;
  const { ssr, answers } = options;
  const timeoutMs = options.timeoutMs ?? MOVIE_DATA_TIMEOUT_MS;

  const limitedPage = limitedPageHtml(shell) ?? shell;

  /**
   * OMDb's answer about `id`: null for a malformed id (asked of nobody), undefined when there is
   * none to render. A cached film is free; asking OMDb spends a request of the client's limit,
   * and HEAD never asks.
   */
  async function answerFor(request: FastifyRequest, id: string): Promise<unknown> {
    if (!ssr.isMovieId(id)) return null;
    // As the API asks (forwardedParams: its order, the id in lower case): one cache entry for the
    // page and the client's own request, whatever the address's spelling.
    const question = forwardedParams({ i: id, plot: 'full' });
    let answer: OmdbAnswer | null | undefined = await answers.known(question);
    if (answer === undefined) {
      if (request.method === 'HEAD') return undefined;
      const retryAfterS = await options.limit?.spend(request);
      if (retryAfterS) return new Limited(retryAfterS);
      answer = await within(timeoutMs, answers.answer(question));
    }
    return answer?.status === 200 ? answer.body : undefined;
  }

  app.get<{ Params: { id: string } }>(MOVIE_ROUTE, async (request, reply) => {
    const shellInstead = () => reply.callNotFound();
    const { id } = request.params;
    if (!id) return shellInstead();
    try {
      const answer = await answerFor(request, id);
      if (answer === undefined) return shellInstead();
      if (answer instanceof Limited) return sendLimitedPage(reply, limitedPage, answer.retryAfterS);
      const page = await ssr.renderMoviePage({
        id,
        answer,
        origin: requestOrigin(request, options.publicOrigin),
      });
      if (page === null) return shellInstead();
      return sendRenderedPage(reply, shell, page, 'MovieDetailPage');
    } catch (error) {
      request.log.error({ err: error }, 'film page could not be rendered');
      return shellInstead();
    }
  });
};
