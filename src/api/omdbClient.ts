import { text } from '../shared/text';
import {
  OmdbError,
  detailsFailureText,
  httpFailureText,
  isAbort,
  searchFailureText,
} from './errors';
import type { Failure, Parsed } from './schemas';
import { readJson, untilAborted } from './answerBody';
import { loadSchemas, loadSeasonSchema, type Schemas } from './lazySchemas';
import { pickSummary, type MovieDetail, type SearchResult, type SeriesSeason } from './types';

export interface OmdbClientConfig {
  baseUrl: string;
  apiKey: string;
  /** Where a relative baseUrl is resolved; the page's own address in the browser. */
  origin?: string;
  timeoutMs?: number;
  cacheSize?: number;
  fetch?: typeof fetch;
}

/** OMDb's own narrowing of a title search. */
export interface SearchNarrowing {
  type?: string | null;
  year?: number | null;
}

export interface OmdbClient {
  /** `type` and `year` narrow the search as OMDb's `type` and `y` do (`y`: a title's first year). */
  search(
    query: string,
    page: number,
    signal?: AbortSignal,
    filters?: SearchNarrowing,
  ): Promise<SearchResult>;
  /** Looks up one id for the search page: one result or none. */
  lookup(imdbID: string, signal?: AbortSignal): Promise<SearchResult>;
  details(imdbID: string, signal?: AbortSignal): Promise<MovieDetail>;
  /**
   * Starts asking for a film's details, unless they are in or on their way: a press on a link to
   * its page does, ahead of the render that opens the page, whose own `details` call then waits
   * for this request. Its failure is that call's to report.
   */
  prefetchDetails(imdbID: string): void;
  /** OMDb's one best match for a title (`t`), of that year when given; null when it knows none. */
  byTitle(title: string, year: number | null, signal?: AbortSignal): Promise<MovieDetail | null>;
  /** A series' season (`Season=N`); null when OMDb has no such season. */
  season(seriesID: string, season: number, signal?: AbortSignal): Promise<SeriesSeason | null>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_CACHE_SIZE = 100;
interface Answer {
  ok: boolean;
  status: number;
  /** The parsed JSON body; undefined when the body is not JSON at all. */
  payload: unknown;
}

/** What OMDb meant: a value or its own failure. Malformed answers never get this far. */
type Settled<T> = { ok: true; value: T } | { ok: false; failure: Failure };

const searchOf = (schemas: Schemas, payload: unknown) => schemas.parseSearch(payload);
const detailOf = (schemas: Schemas, payload: unknown) => schemas.parseDetail(payload);

export function createOmdbClient(config: OmdbClientConfig): OmdbClient {
  const doFetch = config.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const cacheSize = config.cacheSize ?? DEFAULT_CACHE_SIZE;
  // OMDb's answers by URL, one cache per kind of call: going back and forth between queries costs
  // no request. Only what OMDb meant is kept — never a malformed answer, which a retry must re-ask.
  const searches = new Map<string, Settled<SearchResult>>();
  const lookups = new Map<string, Settled<MovieDetail>>();
  const titles = new Map<string, Settled<MovieDetail>>();
  const detailsById = new Map<string, Settled<MovieDetail>>();
  const seasons = new Map<string, Settled<SeriesSeason>>();
  // Requests started ahead of their caller (prefetchDetails), by URL, until they settle.
  const ahead = new Map<string, Promise<Settled<unknown>>>();

  function urlFor(params: Record<string, string>): string {
    const url = new URL(config.baseUrl, config.origin ?? globalThis.location?.href);
    if (config.apiKey) url.searchParams.set('apikey', config.apiKey);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  }

  async function request(url: string, signal?: AbortSignal): Promise<Answer> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const failed = (error: unknown): never => {
      if (signal?.aborted) throw signal.reason ?? error;
      if (timeout.aborted) throw new OmdbError(text.errors.timeout);
      if (isAbort(error)) throw error;
      // Offline, DNS failure, refused or reset connection: fetch gives a bare TypeError for all.
      throw new OmdbError(text.errors.network);
    };
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    let body: string;
    try {
      // Raced against the signal as well, so even a fetch that ignores it cannot hang us.
      response = await untilAborted(
        doFetch(url, {
          signal: combined,
          credentials: 'omit',
          headers: { Accept: 'application/json' },
        }),
        combined,
      );
      // The time-out covers the body too: a server may send headers and then stall.
      body = await untilAborted(response.text(), combined);
    } catch (error) {
      return failed(error);
    }
    return {
      ok: response.ok,
      status: response.status,
      payload: readJson(response.headers.get('content-type'), body),
    };
  }

  function remember<T>(cache: Map<string, Settled<T>>, url: string, settled: Settled<T>): void {
    cache.set(url, settled);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  }

  async function ask<T>(
    cache: Map<string, Settled<T>>,
    params: Record<string, string>,
    parse: (schemas: Schemas, payload: unknown) => Parsed<T>,
    httpFallback: string,
    signal?: AbortSignal,
  ): Promise<Settled<T>> {
    const url = urlFor(params);
    const cached = cache.get(url);
    if (cached) return cached;
    const started = ahead.get(url) as Promise<Settled<T>> | undefined;
    if (started) return signal ? untilAborted(started, signal) : started;
    const [answer, loaded] = await Promise.all([request(url, signal), loadSchemas()]);
    if (!answer.ok) {
      throw new OmdbError(
        httpFailureText(answer.status, loaded.readFailure(answer.payload), httpFallback),
      );
    }
    const parsed = parse(loaded, answer.payload);
    if (!parsed.ok && parsed.failure === null) throw new OmdbError(text.errors.badResponse);
    const settled: Settled<T> = parsed.ok ? parsed : { ok: false, failure: parsed.failure };
    // OMDb's "Error getting data." comes and goes for the same film: asking again may work.
    if (settled.ok || !/^error getting data/i.test(settled.failure.Error ?? '')) {
      remember(cache, url, settled);
    }
    return settled;
  }

  const detailsParams = (imdbID: string) => ({ i: imdbID, plot: 'full' });

  return {
    async search(query, page, signal, { type, year } = {}) {
      const params: Record<string, string> = { s: query, page: String(page) };
      if (type) params.type = type;
      if (year) params.y = String(year);
      const settled = await ask(searches, params, searchOf, text.errors.searchHttp, signal);
      if (settled.ok) return settled.value;
      throw new OmdbError(searchFailureText(settled.failure));
    },
    async lookup(imdbID, signal) {
      const settled = await ask(lookups, { i: imdbID }, detailOf, text.errors.searchHttp, signal);
      if (!settled.ok) return { movies: [], totalResults: 0 };
      return { movies: [pickSummary(settled.value)], totalResults: 1 };
    },
    async details(imdbID, signal) {
      const settled = await ask(
        detailsById,
        detailsParams(imdbID),
        detailOf,
        text.errors.detailsHttp,
        signal,
      );
      if (settled.ok) return settled.value;
      throw new OmdbError(detailsFailureText(settled.failure));
    },
    prefetchDetails(imdbID) {
      const params = detailsParams(imdbID);
      const url = urlFor(params);
      if (detailsById.has(url) || ahead.has(url)) return;
      const started = ask(detailsById, params, detailOf, text.errors.detailsHttp);
      ahead.set(url, started);
      const settled = () => ahead.delete(url);
      started.then(settled, settled);
    },
    async byTitle(title, year, signal) {
      const params: Record<string, string> = { t: title };
      if (year !== null) params.y = String(year);
      const settled = await ask(titles, params, detailOf, text.errors.searchHttp, signal);
      return settled.ok ? settled.value : null;
    },
    season: (seriesID, season, signal) =>
      loadSeasonSchema().then(({ askSeason }) => askSeason(ask, seasons, seriesID, season, signal)),
  };
}
