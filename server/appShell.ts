/**
 * The page the build writes for every path but `/` (index.html holds the prerendered search page):
 * the layout with its page-loading state, which the client replaces with the address's page. Written
 * by scripts/prerender.ts, served by server/static.ts and the service worker, and filled with a film
 * by server/ssr/.
 */
export const APP_SHELL = 'app.html';

/** The 404 page, prerendered (scripts/prerender.ts): sent with HTTP 404 to a path no route claims. */
export const NOT_FOUND_PAGE = '404.html';
