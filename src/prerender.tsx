/**
 * Build-time entry (see scripts/prerender.ts): the layout and the search page's initial state as
 * HTML, so the header, hero and search box paint before any JavaScript runs; and the layout alone
 * with the page-loading state, for every other route.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { createOmdbClient } from './api/omdbClient';
import { notFoundModule, pageModuleFor } from './app/pageModules';
import { AppRoutes, preloadPageFor } from './app/router';
import { createStore } from './app/store';

/** No route matches this path, so the lazy 404 page leaves the layout with its loading state. */
const SHELL_PATH = '/__app-shell__';

export function renderSearchPage(): string {
  return renderAt('/');
}

export function renderAppShell(): string {
  return renderAt(SHELL_PATH);
}

/**
 * The 404 page, for the server to send with its status (and the client to hydrate). Call it after
 * `renderAppShell`: once the page is loaded, an unknown path renders it instead of the loading state.
 */
export async function renderNotFoundPage(): Promise<string> {
  await preloadPageFor(SHELL_PATH);
  return renderAt(SHELL_PATH);
}

/** Whether a route of the app claims `path` (any other gets the 404 page). */
export function isKnownPage(path: string): boolean {
  return pageModuleFor(path) !== notFoundModule;
}

function renderAt(location: string): string {
  // Never used to fetch: the prerendered page makes no request.
  const omdb = createOmdbClient({ baseUrl: '/api/omdb/', apiKey: '', origin: 'http://localhost/' });
  const store = createStore({ omdb });
  return renderToString(
    <StrictMode>
      <Provider store={store}>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </Provider>
    </StrictMode>,
  );
}

// The film pages the server renders per request (server/ssr/) come from this same bundle.
export { isMovieId, renderMoviePage } from './ssr/renderMoviePage';
