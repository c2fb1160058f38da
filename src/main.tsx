import { StrictMode, startTransition } from 'react';
import { Provider } from 'react-redux';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createOmdbClient } from './api/omdbClient';
import { readEnv } from './app/env';
import { pageModuleFor } from './app/pageModules';
import { historyShowingReadyPages } from './app/history';
import { AppRoutes, pageReadyFor, preloadPageFor } from './app/router';
import { handOverTitle } from './app/titleHandover';
import { makeStore } from './app/store';
import { addressHasSyncLink } from './data/sync/linkInAddress';
import { detailServed } from './features/film';
import { preloadAfterHydration, preloadSearchResults } from './pages/SearchPage/SearchPage';
import { SERVED_SEARCH_ELEMENT_ID } from './pages/SearchPage/servedSearchElement';
import { HydrationFlag } from './shared/lib/useHydrated';
import { yieldToBrowser } from './shared/lib/yieldToBrowser';
import './shared/styles/global.css';

async function start(): Promise<void> {
  const env = readEnv();
  const { pathname, search } = window.location;
  // The address's page downloads while saved state is read; until both are in, the page shows what
  // the server sent (the prerendered search page, or the layout with its loading state).
  // Saving and restoring are a chunk of their own, fetched at once beside the entry: the first
  // paint (the prerendered page) never waits for them, and the entry does not carry them.
  const persistence = import('./data/local/persistence');
  // Opened by a sync link: the store it names is read now, beside start-up, for the join dialog.
  if (addressHasSyncLink()) {
    void import('./data/sync/storeRead').then(({ readLinkedStore }) => readLinkedStore());
  }
  const searchServed = document.getElementById(SERVED_SEARCH_ELEMENT_ID) !== null;
  const [preloadedState, served, servedSearch, { createRoot, hydrateRoot }] = await Promise.all([
    persistence.then(
      ({ restorePersistedState }) => restorePersistedState(),
      (error: unknown) => {
        console.error('[storage] could not load saving and restoring; going on in memory', error);
        return {};
      },
    ),
    // A film page the server rendered carries its film: shown as sent, never asked for again. Read
    // by the film page's chunk, which is loading beside the app's anyway.
    pageModuleFor(pathname) === 'MovieDetailPage'
      ? import('./pages/MovieDetailPage/MovieDetailPage')
          .then(({ readServedDetail }) => readServedDetail(document))
          .catch(() => null)
      : null,
    // A search page the server rendered with its results carries OMDb's answer: the app's search
    // is answered from it, once, and renders the very results on screen. Loaded for such pages
    // only, and with them the results' chunks, which hydrating that page needs.
    searchServed
      ? import('./pages/SearchPage/servedSearch').then(
          ({ takeServedSearch }) => takeServedSearch(document, search, (...args) => fetch(...args)),
          () => null,
        )
      : null,
    import('react-dom/client'),
    preloadPageFor(pathname),
    // A failed download is reported by the page's error boundary when the results render.
    searchServed ? preloadSearchResults().catch(() => {}) : null,
  ]);
  // Restoring (the favorites parsed and checked) ran in the task that brought it: making the store
  // and rendering start in a task of their own.
  await yieldToBrowser();
  const omdb = createOmdbClient({
    baseUrl: env.omdbBaseUrl,
    apiKey: env.omdbApiKey,
    fetch: servedSearch?.fetch,
  });
  const store = makeStore({ omdb, preloadedState });
  if (served) store.dispatch(detailServed(served));
  if (servedSearch) await servedSearch.run(store);
  persistence
    .then(({ persistChanges }) => {
      persistChanges(store, { sync: true });
      // Among the recent searches, as a search the page ran itself would be (and saved so).
      servedSearch?.remember(store);
    })
    .catch(() => {});
  // Making the store is a task, starting to render the next.
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  handOverTitle(document.head);
  // In a transition, React renders in slices that yield to the browser, so starting up is not one
  // long task. index.html holds the search page prerendered at build time, 404.html the 404 page,
  // and a film page from the server its film: React takes them over. Elsewhere the shell's layout
  // stays on screen until React replaces it, in the same commit.
  // The page the HTML holds, when it holds one (`data-page`), is hydrated if it is the address's:
  // a film page only with its film read.
  const page = pageModuleFor(pathname) ?? 'SearchPage';
  const hydrate =
    container.dataset.page === page && (page !== 'MovieDetailPage' || served !== null);
  const app = (
    <StrictMode>
      <Provider store={store}>
        <HistoryRouter history={historyShowingReadyPages(pageReadyFor)} useTransitions={false}>
          <HydrationFlag hydrating={hydrate}>
            <AppRoutes />
          </HydrationFlag>
        </HistoryRouter>
      </Provider>
    </StrictMode>
  );
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  if (page === 'SearchPage') {
    await yieldToBrowser();
    preloadAfterHydration();
  }
}

// The app module's evaluation is one task, start-up's first steps (the imports it starts) the next.
void yieldToBrowser().then(start);
