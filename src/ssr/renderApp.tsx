import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { createOmdbClient } from '../api/omdbClient';
import { AppRoutes, type LoadingStates } from '../app/router';
import { StatsPageLoading } from '../pages/StatsPage/StatsFrame';
import { makeStore, type AppStore } from '../app/store';
import { HydrationFlag } from '../shared/lib/useHydrated';

/** The pages whose HTML shows their frame while their chunk loads (src/app/pageShells.ts). */
const loadingStates: LoadingStates = { StatsPage: <StatsPageLoading /> };

/** A store whose OMDb client never fetches: a page rendered with it shows only what it is given. */
function storeWithoutRequests(): AppStore {
  const omdb = createOmdbClient({ baseUrl: '/api/omdb/', apiKey: '', origin: 'http://localhost/' });
  return makeStore({ omdb });
}

/**
 * The whole app at `location` as HTML, for the build's pages and the server's, from `store` (by
 * default one that never fetches; `prepare` puts in it what the page shows).
 */
export function renderAppAt(
  location: string,
  prepare?: (store: AppStore) => void,
  store: AppStore = storeWithoutRequests(),
): string {
  prepare?.(store);
  return renderToString(
    <StrictMode>
      <Provider store={store}>
        <StaticRouter location={location}>
          <HydrationFlag hydrating>
            <AppRoutes loadingStates={loadingStates} />
          </HydrationFlag>
        </StaticRouter>
      </Provider>
    </StrictMode>,
  );
}
