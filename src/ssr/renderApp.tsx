import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { createOmdbClient } from '../api/omdbClient';
import { AppRoutes } from '../app/router';
import { createStore, type AppStore } from '../app/store';

/**
 * The whole app at `location` as HTML, for the build's pages and the server's: its store never
 * fetches (a page rendered here shows what it is given, which `prepare` puts in the store).
 */
export function renderAppAt(location: string, prepare?: (store: AppStore) => void): string {
  const omdb = createOmdbClient({ baseUrl: '/api/omdb/', apiKey: '', origin: 'http://localhost/' });
  const store = createStore({ omdb });
  prepare?.(store);
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
