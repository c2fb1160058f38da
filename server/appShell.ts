/**
 * The page the build writes for every path but `/` (index.html holds the prerendered search page):
 * the layout with its page-loading state, which the client replaces with the address's page. Written
 * by scripts/prerender.ts, served by server/static.ts and the service worker, and filled with a film
 * by server/ssr/.
 */
export const APP_SHELL = 'app.html';
