/**
 * Фильмотека's service worker (built by vite-plugin-pwa in injectManifest mode, see vite.config.ts).
 *
 * - Every file of the build is precached: the theme and boot scripts, the app, each page's chunks,
 *   the worker, the prerendered search page and the shells, so every route opens offline.
 * - A page request gets the prerendered search page (`/`) or its shell from the precache, as the
 *   server would send them; a film's page is asked of the server first (it comes rendered with the
 *   film), for a few seconds at most.
 * - OMDb answers: the network first (a short wait), then the last good answer seen; posters: the
 *   cache first. Both caches are bounded, and an error answer is never kept as good data.
 * - A new version installs beside the running one and waits until the visitor agrees (the app sends
 *   SKIP_WAITING); then every open tab switches to it together.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { APP_SHELL } from '../server/appShell.ts';
import { paths } from '../src/shared/paths.ts';
import { shellFor } from '../src/app/pageShells.ts';
import { matchesRoute } from '../src/shared/routeMatch.ts';
import { OMDB_CACHE, POSTER_CACHE, SKIP_WAITING } from './contract.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const DAY_SECONDS = 24 * 60 * 60;

// The first version takes the open pages at once, so what they fetch from now on is kept for
// offline; a later version waits for SKIP_WAITING (see below).
clientsClaim();
cleanupOutdatedCaches();
// Pages are matched below; `/favorites` is not `favorites.html`.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });

/** How long a film page may take from the server before the precached shell is shown instead. */
const FILM_PAGE_TIMEOUT_MS = 3000;

/**
 * The server renders a film's page with the film (a shared link shows it before any script runs):
 * asked for first, given a short time; a failure or a slow network falls back to the shell.
 */
async function filmPageFromServer(url: URL): Promise<Response | null> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), FILM_PAGE_TIMEOUT_MS);
  try {
    // The URL, not the navigation request: a request of mode "navigate" cannot be given a signal.
    const response = await fetch(url.href, { signal: stop.signal, credentials: 'same-origin' });
    return response.status === 200 || response.status === 404 ? response : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

registerRoute(
  new NavigationRoute(
    async ({ url, request }) => {
      const rendered = matchesRoute(paths.movie.pattern, url.pathname)
        ? await filmPageFromServer(url)
        : null;
      if (rendered) return rendered;
      const file = url.pathname === '/' ? 'index.html' : (shellFor(url.pathname) ?? APP_SHELL);
      return (await matchPrecache(`/${file}`)) ?? fetch(request);
    },
    // As the server: the API, and a path whose last segment names a file, are never pages (Workbox
    // matches these against the path and the query, hence the care not to read into the query).
    { denylist: [/^\/api(\/|\?|$)/, /^[^?]*\/[^/?]*\.[a-z0-9]+(\?.*)?$/i] },
  ),
);

/** Keeps an OMDb answer only when it is one: HTTP 200 and `"Response": "True"`. */
const goodAnswersOnly: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    try {
      const body = (await response.clone().json()) as { Response?: unknown } | null;
      return body?.Response === 'True' ? response : null;
    } catch {
      return null;
    }
  },
};

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/omdb'),
  new NetworkFirst({
    cacheName: OMDB_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      goodAnswersOnly,
      new ExpirationPlugin({
        maxEntries: 400,
        maxAgeSeconds: 14 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    (url.origin !== self.location.origin || url.pathname.startsWith('/api/posters/')),
  new CacheFirst({
    cacheName: POSTER_CACHE,
    plugins: [
      // 0: a poster from another host is an opaque answer, which cannot be told from an error;
      // the bound below keeps what such answers cost in storage small.
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: 120,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
