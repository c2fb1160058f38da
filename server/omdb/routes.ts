import type {
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { OmdbAnswers } from './answers.ts';
import { RATE_LIMITED, type OmdbLimit } from './limit.ts';
import { OMDB_ERRORS, omdbError, omdbErrorBody, type OmdbAnswer } from './messages.ts';
import {
  PROXY_QUERY_SCHEMA,
  forwardedParams,
  proxyQueryMessage,
  type ProxyQuery,
} from './proxyQuery.ts';

/** The client's default base is `/api/omdb/`; the bare path answers too. */
export const OMDB_PATHS = ['/api/omdb/', '/api/omdb'] as const;

const JSON_TYPE = 'application/json; charset=utf-8';

export { RATE_LIMITED };

export interface OmdbRoutesOptions {
  config: ServerConfig;
  /** The demo catalog or the proxy (see answers.ts). */
  answers: OmdbAnswers;
  /** Proxy mode: the per-client limit the film pages draw on too. */
  limit?: OmdbLimit;
}

function send(reply: FastifyReply, answer: OmdbAnswer): FastifyReply {
  // Browsers may keep a good answer for a few minutes (it spares the quota); never an error.
  const cacheControl = answer.status === 200 ? 'private, max-age=300' : 'no-store';
  return reply.code(answer.status).header('cache-control', cacheControl).send(answer.body);
}

function rawQuery(request: FastifyRequest): URLSearchParams {
  const at = request.url.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1));
}

async function demoRoutes(app: FastifyInstance, answers: OmdbAnswers): Promise<void> {
  for (const url of OMDB_PATHS) {
    // The raw query string, not Fastify's parse, so the emulator sees exactly what OMDb would.
    app.get(url, async (request, reply) => send(reply, await answers.answer(rawQuery(request))));
  }
}

async function proxyRoutes(
  app: FastifyInstance,
  proxy: OmdbAnswers,
  limit: OmdbLimit,
): Promise<void> {
  // On every route of this plugin (the OMDb routes only) and their HEAD twins: one bucket per
  // client for the whole API, and for the film pages that ask OMDb (see limit.ts).
  app.addHook('onRequest', limit.hook);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    reply.header('cache-control', 'no-store');
    if (error.validation)
      return reply.code(400).send(omdbErrorBody(proxyQueryMessage(error.validation[0])));
    if (error.statusCode === 429) return reply.code(429).send(omdbErrorBody(RATE_LIMITED));
    request.log.error({ err: error }, 'OMDb proxy failed');
    return reply.code(500).send(omdbErrorBody('Internal server error.'));
  });

  for (const url of OMDB_PATHS) {
    app.get<{ Querystring: ProxyQuery }>(
      url,
      { schema: { querystring: PROXY_QUERY_SCHEMA } },
      async (request, reply) => {
        // HEAD has no body to show: it never spends a request of the daily quota.
        if (request.method === 'HEAD')
          return reply.code(200).header('cache-control', 'no-store').type(JSON_TYPE).send();
        const params = forwardedParams(request.query);
        // Nothing to look up: OMDb's own answer, without spending a request of the daily quota.
        if (!params.has('i') && !params.has('t') && !params.has('s'))
          return send(reply, omdbError(OMDB_ERRORS.incorrectId));
        return send(reply, await proxy.answer(params));
      },
    );
  }
}

/** `/api/omdb/`: the emulator over the catalog (demo) or OMDb behind our key (proxy). */
export const omdbRoutes: FastifyPluginAsync<OmdbRoutesOptions> = async (app, options) => {
  if (options.config.mode === 'proxy') {
    if (!options.limit) throw new Error('proxy mode needs its rate limit');
    await proxyRoutes(app, options.answers, options.limit);
  } else {
    await demoRoutes(app, options.answers);
  }
};
