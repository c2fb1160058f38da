import { text } from '../shared/text';
import { OmdbError, detailsFailureText, httpFailureText, isAbort, searchFailureText } from './errors';
import { parseDetail, parseSearch, readFailure, type Failure, type Parsed } from './schemas';
import type { MovieDetail, SearchResult } from './types';

export interface OmdbClientConfig {
  baseUrl: string;
  apiKey: string;
  /** Where a relative baseUrl is resolved; the page's own address in the browser. */
  origin?: string;
  timeoutMs?: number;
  cacheSize?: number;
  fetch?: typeof fetch;
}

export interface OmdbClient {
  search(query: string, page: number, signal?: AbortSignal): Promise<SearchResult>;
  /** Looks up one id for the search page: one result or none. */
  lookup(imdbID: string, signal?: AbortSignal): Promise<SearchResult>;
  details(imdbID: string, signal?: AbortSignal): Promise<MovieDetail>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_CACHE_SIZE = 100;

interface Answer {
  ok: boolean;
  status: number;
  payload: unknown;
}

export function createOmdbClient(config: OmdbClientConfig): OmdbClient {
  const doFetch = config.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const cacheSize = config.cacheSize ?? DEFAULT_CACHE_SIZE;
  // Successful answers by URL: going back and forth between queries costs no request.
  const cache = new Map<string, Answer>();

  function urlFor(params: Record<string, string>): string {
    const url = new URL(config.baseUrl, config.origin ?? globalThis.location?.href);
    if (config.apiKey) url.searchParams.set('apikey', config.apiKey);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  }

  async function request(params: Record<string, string>, signal?: AbortSignal): Promise<Answer> {
    const url = urlFor(params);
    const cached = cache.get(url);
    if (cached) return cached;
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, {
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        credentials: 'omit',
        headers: { Accept: 'application/json' },
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      if (timeout.aborted) throw new OmdbError(text.errors.timeout);
      if (isAbort(error)) throw error;
      throw new OmdbError(text.errors.network);
    }
    let payload: unknown = null;
    try {
      payload = await response.json();
    } catch {
      if (signal?.aborted) throw signal.reason;
    }
    const answer = { ok: response.ok, status: response.status, payload };
    if (response.ok && payload !== null) remember(url, answer);
    return answer;
  }

  function remember(url: string, answer: Answer): void {
    cache.set(url, answer);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  }

  function unwrap<T>(
    answer: Answer,
    parse: (payload: unknown) => Parsed<T>,
    httpFallback: string,
  ): { ok: true; value: T } | { ok: false; failure: Failure } {
    if (!answer.ok) {
      throw new OmdbError(httpFailureText(answer.status, readFailure(answer.payload), httpFallback));
    }
    const parsed = parse(answer.payload);
    if (parsed.ok) return parsed;
    if (parsed.failure === null) throw new OmdbError(text.errors.badResponse);
    return { ok: false, failure: parsed.failure };
  }

  return {
    async search(query, page, signal) {
      const answer = await request({ s: query, page: String(page) }, signal);
      const parsed = unwrap(answer, parseSearch, text.errors.searchHttp);
      if (parsed.ok) return parsed.value;
      throw new OmdbError(searchFailureText(parsed.failure));
    },
    async lookup(imdbID, signal) {
      const answer = await request({ i: imdbID }, signal);
      const parsed = unwrap(answer, parseDetail, text.errors.searchHttp);
      if (!parsed.ok) return { movies: [], totalResults: 0 };
      const { imdbID: id, title, year, type, poster } = parsed.value;
      return { movies: [{ imdbID: id, title, year, type, poster }], totalResults: 1 };
    },
    async details(imdbID, signal) {
      const answer = await request({ i: imdbID, plot: 'full' }, signal);
      const parsed = unwrap(answer, parseDetail, text.errors.detailsHttp);
      if (parsed.ok) return parsed.value;
      throw new OmdbError(detailsFailureText(parsed.failure));
    },
  };
}
