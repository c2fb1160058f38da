/** The OMDb-compatible endpoint seen from the browser: counting its calls and injecting faults. */
import type { Page, Request, Route } from '@playwright/test';

/**
 * For specs that inject faults: page.route never sees what a service worker fetches, so once the
 * app's worker controlled the page a fault would go unnoticed. Such specs run without it
 * (`test.use(FAULTS_NEED_NO_SERVICE_WORKER)`); e2e/offline.spec.ts proves the worker itself.
 */
export const FAULTS_NEED_NO_SERVICE_WORKER = { serviceWorkers: 'block' } as const;

export const isOmdbUrl = (url: URL): boolean => /^\/api\/omdb\/?$/.test(url.pathname);

const paramsOf = (url: string): URLSearchParams => new URL(url).searchParams;

/** Every request the page sends to /api/omdb/, as seen on the network. */
export function trackOmdbRequests(page: Page): { all: () => URLSearchParams[] } {
  const seen: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    if (isOmdbUrl(new URL(request.url()))) seen.push(paramsOf(request.url()));
  });
  return { all: () => [...seen] };
}

/**
 * Counts the app's fetch() calls to /api/omdb/ inside the page. Unlike network events this count
 * is settled as soon as the page has run its pending work, so "no call yet" can be asserted
 * without waiting.
 */
export async function logOmdbCalls(page: Page): Promise<{ all: () => Promise<URLSearchParams[]> }> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __omdbCalls: string[] }).__omdbCalls = calls;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (/^\/api\/omdb\/?$/.test(url.pathname)) calls.push(url.href);
      return original(input, init);
    };
  });
  return {
    all: async () =>
      (await page.evaluate(() => (window as unknown as { __omdbCalls: string[] }).__omdbCalls)).map(
        paramsOf,
      ),
  };
}

export type Answer = (route: Route, params: URLSearchParams) => Promise<void>;

/** Answers the OMDb calls `when` selects with `answer`; every other call reaches the demo server. */
export async function routeOmdb(
  page: Page,
  when: (params: URLSearchParams) => boolean,
  answer: Answer,
): Promise<void> {
  await page.route(isOmdbUrl, async (route) => {
    const params = paramsOf(route.request().url());
    if (when(params)) await answer(route, params);
    else await route.fallback();
  });
}

export const isSearchFor =
  (query: string, page?: number) =>
  (params: URLSearchParams): boolean =>
    params.get('s') === query && (page === undefined || params.get('page') === String(page));

export const isDetailsOf =
  (imdbID: string) =>
  (params: URLSearchParams): boolean =>
    params.get('i') === imdbID && params.get('plot') === 'full';

/** An answer with a JSON body and a status. */
export const json =
  (status: number, body: unknown): Answer =>
  (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** An answer with a raw body, e.g. an HTML error page or broken JSON. */
export const raw =
  (status: number, body: string, contentType = 'application/json'): Answer =>
  (route) =>
    route.fulfill({ status, contentType, body });

/** One way an OMDb call fails on the wire, and the message the visitor then reads. */
export interface Failure {
  situation: string;
  answer: Answer;
  message: string;
}

/** No connection at all: the call never gets an answer. */
export const networkFailure: Failure = {
  situation: 'a network failure',
  answer: (route) => route.abort('internetdisconnected'),
  message: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
};

/** OMDb's failure body. */
export const omdbFailure = (error?: string) =>
  error === undefined ? { Response: 'False' } : { Response: 'False', Error: error };

/**
 * Holds the selected calls until `release()`; then they go on to the demo server (or get the given
 * answer). `arrived` resolves when the first one has been sent by the browser.
 */
export async function holdOmdb(
  page: Page,
  when: (params: URLSearchParams) => boolean,
  then?: Answer,
): Promise<{ arrived: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await routeOmdb(page, when, async (route, params) => {
    arrive();
    await released;
    // The page may have aborted the call meanwhile: then there is nobody left to answer.
    await (then ? then(route, params) : route.fallback()).catch(() => undefined);
  });
  return { arrived, release };
}
