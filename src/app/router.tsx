import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { SearchPage } from '../pages/SearchPage/SearchPage';
import { StatsPageLoading } from '../pages/StatsPage/StatsFrame';
import { afterStartup, connectionAllowsPrefetch } from '../shared/lib/afterStartup';
import { Spinner } from '../shared/ui/Spinner';
import { text } from '../shared/text';
import { Layout } from './Layout';
import { lazyPage, preloadWhenIdle, type LazyPage } from './lazyPage';
import {
  notFoundModule,
  pageModuleFor,
  pageModules,
  pageRoutes,
  type PageName,
} from './pageModules';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { TakeOver } from './TakeOver';

// The search page is the landing page and ships in the app chunk; the others load on demand, and
// are fetched ahead once the browser is idle, so following a link is instant.
const pages = Object.fromEntries(
  Object.entries(pageModules).map(([name, load]) => [name, lazyPage(load)]),
) as Record<PageName, LazyPage>;

/** Each lazy page's element, made once: the route switch below only picks one. */
const pageElements = Object.fromEntries(
  Object.entries(pages).map(([name, Page]) => [name, <Page />]),
) as Record<PageName, React.ReactElement>;

/** The lazy pages in the order they are fetched ahead: the likeliest next visit first. */
const lazyPages = [...pageRoutes.map((route) => pages[route.module]), pages[notFoundModule]];

/**
 * Fetches the lazy page that will render `pathname` (nothing for the search page, which is in the
 * app chunk). Awaited before the first render, so a direct visit mounts the page without passing
 * through the Suspense fallback, which React keeps on screen for at least 300 ms once shown. A failed
 * download resolves too: the route's error boundary reports it when the page renders.
 */
export function preloadPageFor(pathname: string): Promise<void> {
  const page = pageModuleFor(pathname);
  return page ? pages[page].preload().catch(() => {}) : Promise.resolve();
}

/**
 * What a page shows while its chunk loads, in the app and in the HTML the server sends for its
 * address: the loading state alone, or the page's frame where its heading is the largest paint.
 */
const loadingStates: Partial<Record<PageName, React.ReactElement>> = {
  StatsPage: <StatsPageLoading />,
};
const defaultLoadingState = <Spinner label={text.layout.pageLoading} />;

// Each page sits in its own error boundary (a failed chunk download included), inside the
// layout, so a crash never takes the header, navigation or footer with it.
function Lazy({ page, children }: { page: PageName; children: React.ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={loadingStates[page] ?? defaultLoadingState}>
        {children}
        <TakeOver />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The app's five routes inside the layout. The switch is ours, not React Router's `<Routes>`, which
 * brings the data router's rendering (loader data, hydration fallbacks, its error pages) into the
 * entry chunk; React Router still owns the history, links and location.
 */
export function AppRoutes() {
  // Other pages are fetched ahead once start-up is over, where the connection makes it worth it;
  // elsewhere a page loads when it is opened.
  useEffect(() => {
    let stopPreloading = () => {};
    const cancel = afterStartup(() => {
      if (connectionAllowsPrefetch()) stopPreloading = preloadWhenIdle(lazyPages);
    });
    return () => {
      cancel();
      stopPreloading();
    };
  }, []);
  const page = pageModuleFor(useLocation().pathname);
  return (
    <Layout>
      {page ? (
        // A new page gets a new error boundary: a crash on one page never follows to the next.
        <Lazy key={page} page={page}>
          {pageElements[page]}
        </Lazy>
      ) : (
        <RouteErrorBoundary>
          <SearchPage />
          <TakeOver />
        </RouteErrorBoundary>
      )}
    </Layout>
  );
}
