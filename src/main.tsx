import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { createOmdbClient } from './api/omdbClient';
import { readEnv } from './app/env';
import { restorePersistedState } from './app/persistence';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import './shared/styles/global.css';

const env = readEnv();
const omdb = createOmdbClient({ baseUrl: env.omdbBaseUrl, apiKey: env.omdbApiKey });

void restorePersistedState().then((preloadedState) => {
  const store = makeStore({ omdb, preloadedState });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Provider>
    </StrictMode>
  );
  // Each page renders its own <title>, which React puts in <head>; the static one of index.html
  // only titles the page until then, and two titles would be invalid HTML.
  document.head.querySelectorAll('title').forEach((title) => title.remove());
  // index.html holds the search page prerendered at build time: take it over on `/`, replace it elsewhere.
  if (window.location.pathname === '/' && container.hasChildNodes()) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
