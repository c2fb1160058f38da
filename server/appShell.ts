import { paths } from '../src/app/paths.ts';
import { matchesRoute } from '../src/app/routeMatch.ts';

/**
 * The page the build writes for every path but `/` (index.html holds the prerendered search page)
 * and the pages below: the layout with its page-loading state, which the client replaces with the
 * address's page. Written by scripts/prerender.ts, served by server/static.ts and the service
 * worker, and filled with a film by server/ssr/.
 */
export const APP_SHELL = 'app.html';

/**
 * Routes whose page shows its frame while it loads (src/app/router.tsx), its heading being its
 * largest paint: each gets a shell of its own with that frame, written and served as the app shell.
 */
export const PAGE_SHELLS: readonly { path: string; file: string }[] = [
  { path: paths.charts.getHref(), file: 'charts.html' },
];

/** The shell for a page request to `pathname` (not `/`): its route's own, or the app shell. */
export function shellFor(pathname: string): string {
  return PAGE_SHELLS.find(({ path }) => matchesRoute(path, pathname))?.file ?? APP_SHELL;
}

/** The 404 page, prerendered (scripts/prerender.ts): sent with HTTP 404 to a path no route claims. */
export const NOT_FOUND_PAGE = '404.html';
