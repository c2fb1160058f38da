/** What the app and its service worker agree on. */

/** The message that lets a waiting version take over (sent when the visitor clicks «Обновить»). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Runtime caches: OMDb's good answers, and posters. */
export const OMDB_CACHE = 'omdb-answers';
export const POSTER_CACHE = 'posters';

/** Where the worker is served (the root, so its scope is the whole app). */
export const SERVICE_WORKER_URL = '/sw.js';
