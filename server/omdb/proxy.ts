import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { ProxySettings } from '../config.ts';
import { loggedUrl, redactApiKey, redactSecret } from '../logging.ts';
import { UPSTREAM_ERRORS, omdbError, type OmdbAnswer } from './messages.ts';
import type { SharedAnswers } from '../redis/sharedAnswers.ts';

/** OMDb's largest answers (a full plot) are a few KB: anything past this is not OMDb's. */
export const UPSTREAM_BODY_LIMIT = 1024 * 1024;

class TooLarge extends Error {}

/**
 * The body as text, read chunk by chunk and abandoned (the connection closed) past `limit` or when
 * `stop` aborts. Each read is raced against `stop` itself: the time-out then covers a body that
 * trickles in, whatever the fetch implementation does with a signal once the headers are in.
 */
async function readCapped(
  response: Response,
  limit: number,
  stop: AbortController,
): Promise<string> {
  if (Number(response.headers.get('content-length') ?? 0) > limit) {
    stop.abort();
    throw new TooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const stopped = new Promise<never>((_resolve, reject) => {
    const fail = () => reject(stop.signal.reason);
    if (stop.signal.aborted) fail();
    else stop.signal.addEventListener('abort', fail, { once: true });
  });
  stopped.catch(() => reader.cancel().catch(() => {}));
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await Promise.race([reader.read(), stopped]);
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      stop.abort();
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface OmdbProxy {
  /** `params` must hold only the forwarded parameters, never a key: it is also the cache key. */
  answer(params: URLSearchParams): Promise<OmdbAnswer>;
  /** The answer when it costs no upstream call: cached here or, with Redis, by any instance. */
  known(params: URLSearchParams): Promise<OmdbAnswer | undefined>;
  /** Answers held and upstream calls under way; both are bounded (cache max, timeout). */
  size(): { cached: number; inFlight: number };
}

interface ProxyDeps {
  fetch: typeof fetch;
  log: FastifyBaseLogger;
  /** Set with `REDIS_URL`: the cache and the one upstream call shared by every instance. */
  shared?: SharedAnswers;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether the answer can be sent on: JSON nested thousands deep parses, yet overflows the stack when sent. */
function serialisable(body: Record<string, unknown>): boolean {
  try {
    JSON.stringify(body);
    return true;
  } catch {
    return false;
  }
}

/**
 * Forwards to OMDb with the server's key. 200 JSON answers (including "Movie not found!") are
 * cached; identical requests in flight share one upstream call; every failure becomes an
 * OMDb-shaped answer (502, or OMDb's own 401 body), never an exception.
 */
export function createOmdbProxy(settings: ProxySettings, deps: ProxyDeps): OmdbProxy {
  const cache = new LRUCache<string, OmdbAnswer>({
    max: settings.cacheMaxEntries,
    ttl: settings.cacheTtlMs,
  });
  const inFlight = new Map<string, Promise<OmdbAnswer>>();
  const hide = (text: string): string => redactSecret(redactApiKey(text), settings.apiKey);

  async function callUpstream(
    params: URLSearchParams,
    timeoutMs = settings.timeoutMs,
  ): Promise<OmdbAnswer> {
    const url = new URL(settings.upstream);
    for (const [name, value] of params) url.searchParams.set(name, value);
    url.searchParams.set('apikey', settings.apiKey);
    const logged = hide(loggedUrl(url.href));

    let status: number;
    let text: string;
    // One controller for the time-out and the size cap. Not `AbortSignal.any` over
    // `AbortSignal.timeout`: the combined signal holds its sources weakly, and a time-out signal
    // collected as garbage never fires, leaving a hung upstream call hung (nodejs/node#57736).
    const stop = new AbortController();
    const timer = setTimeout(
      () => stop.abort(new DOMException('OMDb did not answer in time', 'TimeoutError')),
      timeoutMs,
    );
    try {
      const response = await deps.fetch(url, {
        headers: { accept: 'application/json' },
        // A redirect would carry the key in its query to whatever host the Location names.
        redirect: 'error',
        signal: stop.signal,
      });
      status = response.status;
      text = await readCapped(response, UPSTREAM_BODY_LIMIT, stop);
    } catch (error) {
      if (error instanceof TooLarge) {
        deps.log.warn({ upstream: logged, limit: UPSTREAM_BODY_LIMIT }, 'OMDb answer too large');
        return omdbError(UPSTREAM_ERRORS.tooLarge, 502);
      }
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      deps.log.warn({ upstream: logged, reason: hide(String(error)) }, 'OMDb request failed');
      return omdbError(timedOut ? UPSTREAM_ERRORS.timeout : UPSTREAM_ERRORS.unreachable, 502);
    } finally {
      clearTimeout(timer);
    }

    if (status >= 500) {
      deps.log.warn({ upstream: logged, status }, 'OMDb answered with a server error');
      return omdbError(UPSTREAM_ERRORS.unavailable, 502);
    }
    let body: unknown;
    try {
      // Defence in depth: should OMDb ever echo the key, it goes no further.
      body = JSON.parse(redactSecret(text, settings.apiKey));
    } catch {
      body = undefined;
    }
    if (!isObject(body) || !serialisable(body)) {
      deps.log.warn({ upstream: logged, status }, 'OMDb answer is not a JSON object we can send');
      return omdbError(UPSTREAM_ERRORS.unreadable, 502);
    }
    if (status !== 200)
      deps.log.warn({ upstream: logged, status, error: body.Error }, 'OMDb refused the request');
    return { status, body };
  }

  return {
    answer(params) {
      const key = params.toString();
      const cached = cache.get(key);
      if (cached) return Promise.resolve(cached);
      const pending = inFlight.get(key);
      if (pending) return pending;

      const call = (
        deps.shared
          ? deps.shared.answer(key, (timeoutMs) => callUpstream(params, timeoutMs))
          : callUpstream(params).then((answer) => ({ answer, ttlMs: undefined }))
      )
        .then(({ answer, ttlMs }) => {
          if (answer.status === 200) cache.set(key, answer, { ttl: ttlMs });
          return answer;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, call);
      return call;
    },
    async known(params) {
      const key = params.toString();
      const cached = cache.get(key);
      if (cached) return cached;
      const shared = await deps.shared?.peek(key);
      if (shared === undefined) return undefined;
      // Only good answers are shared: kept here too for the rest of their hour.
      cache.set(key, shared.answer, { ttl: shared.ttlMs });
      return shared.answer;
    },
    size: () => ({ cached: cache.size, inFlight: inFlight.size }),
  };
}
