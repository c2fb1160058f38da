import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { RedisLink } from '../redis/link.ts';
import { createSharedAnswers } from '../redis/sharedAnswers.ts';
import type { CatalogEntry } from './catalog/index.ts';
import { answerOmdb } from './emulator.ts';
import type { OmdbAnswer } from './messages.ts';
import { createOmdbProxy } from './proxy.ts';

/**
 * Where OMDb's answers come from: the demo catalog or OMDb behind our key, with their cache. Both
 * `/api/omdb/` and the server-rendered film pages ask here, so one answers the other's question.
 */
export interface OmdbAnswers {
  /**
   * In proxy mode, only OMDb's own parameters, in the order `forwardedParams` gives them (never a
   * key): they are the cache key.
   */
  answer(params: URLSearchParams): Promise<OmdbAnswer>;
  /**
   * The answer when it costs no upstream call (the demo catalog always; the proxy's cache), else
   * undefined: a film page then spends a request of the client's limit before it asks.
   */
  known(params: URLSearchParams): Promise<OmdbAnswer | undefined>;
}

/** Distinct demo questions remembered; the catalog never changes while the server runs. */
export const DEMO_CACHE_MAX = 1000;

function demoAnswers(catalog: readonly CatalogEntry[] | undefined): OmdbAnswers {
  // A title search scans the whole catalog (~0.3 ms); the same question is answered from memory.
  const answers = new LRUCache<string, OmdbAnswer>({ max: DEMO_CACHE_MAX });
  const answer = async (params: URLSearchParams) => {
    params.delete('apikey'); // accepted and ignored: it must not split the cache
    params.sort();
    const key = params.toString();
    let known = answers.get(key);
    if (known === undefined) {
      known = answerOmdb(params, catalog);
      answers.set(key, known);
    }
    return known;
  };
  // The catalog is local: every answer is known, none reaches OMDb.
  return { answer, known: answer };
}

export interface OmdbAnswersOptions {
  config: ServerConfig;
  catalog?: readonly CatalogEntry[];
  fetch?: typeof fetch;
  redis?: RedisLink;
  log: FastifyBaseLogger;
}

export function createOmdbAnswers(options: OmdbAnswersOptions): OmdbAnswers {
  if (options.config.mode !== 'proxy') return demoAnswers(options.catalog);
  const settings = options.config.proxy;
  const shared = options.redis && createSharedAnswers(options.redis, settings);
  return createOmdbProxy(settings, {
    fetch: options.fetch ?? globalThis.fetch,
    log: options.log,
    shared,
  });
}
