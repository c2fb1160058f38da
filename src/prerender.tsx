/**
 * Build-time entry (see scripts/prerender.ts): the layout and the search page's initial state as
 * HTML, so the header, hero and search box paint before any JavaScript runs.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { createOmdbClient } from './api/omdbClient';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';

export function renderSearchPage(): string {
  // Never used to fetch: the prerendered page makes no request.
  const omdb = createOmdbClient({ baseUrl: '/api/omdb/', apiKey: '', origin: 'http://localhost/' });
  const store = makeStore({ omdb, persist: false });
  return renderToString(
    <StrictMode>
      <Provider store={store}>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </Provider>
    </StrictMode>,
  );
}
