/**
 * Build-time entry (see scripts/prerender.ts): the layout and the search page's initial state as
 * HTML, so the header, hero and search box paint before any JavaScript runs; the layout with the
 * page-loading state, for the other routes (with a page's frame where it has one); the 404 page.
 * The server renders film pages with this same bundle (server/ssr/).
 */
import { notFoundModule, pageModuleFor } from './app/pageModules';
import { preloadPageFor } from './app/router';
import { paths } from './shared/paths';
import { text } from './shared/text';
import { renderAppAt } from './ssr/renderApp';

/** No route matches this path, so the lazy 404 page leaves the layout with its loading state. */
const SHELL_PATH = '/__app-shell__';

/**
 * The layout with the page of `path` loading (its frame, or the loading state). Call it before
 * anything here loads that page: once loaded, it would render the page itself, with no favorites.
 */
export function renderLoadingPage(path: string): string {
  return renderAppAt(path);
}

const SHELL_TITLES: Readonly<Record<string, string>> = {
  [paths.charts.getHref()]: text.titles.charts,
};

/**
 * The title of the shell written for `path` (src/app/pageShells.ts), or of the app's shell, which
 * any page may come in: the document's title until the page renders its own. React's server HTML
 * leaves out a title rendered in a loading state (the statistics page's frame has one).
 */
export function shellTitle(path?: string): string {
  return (path === undefined ? undefined : SHELL_TITLES[path]) ?? text.appName;
}

export function renderSearchPage(): string {
  return renderAppAt('/');
}

export function renderAppShell(): string {
  return renderAppAt(SHELL_PATH);
}

/**
 * The 404 page, for the server to send with its status (and the client to hydrate). Call it after
 * `renderAppShell`: once the page is loaded, an unknown path renders it instead of the loading state.
 */
export async function renderNotFoundPage(): Promise<string> {
  await preloadPageFor(SHELL_PATH);
  return renderAppAt(SHELL_PATH);
}

/** Whether a route of the app claims `path` (any other gets the 404 page). */
export function isKnownPage(path: string): boolean {
  return pageModuleFor(path) !== notFoundModule;
}

// The pages with a shell of their own: written by the build, sent by the server (server/static.ts).
export { pageShells, shellFor } from './app/pageShells';

// The film pages the server renders per request (server/ssr/) come from this same bundle.
export { isMovieId, renderMoviePage } from './ssr/renderMoviePage';

// So are search pages with their results (`/?q=…`).
export { renderSearchResultsPage } from './ssr/renderSearchResultsPage';

// And the year page's frame (`/year/2026`).
export { renderYearPage } from './ssr/renderYearPage';
