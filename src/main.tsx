import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
});
