import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { selectMovies } from '../features/search/results/moviesSlice';
import { SearchPage } from '../pages/SearchPage/SearchPage';
import { usePrefetch } from '../shared/lib/loading';
import { Spinner } from '../shared/ui/Spinner';
import { text } from '../shared/text';
import { Layout } from './Layout';
import { useAppSelector } from './hooks';
import { pageLinks, pages, type LazyPage } from './lazyPage';
import { pageModuleFor, type PageName } from './pageModules';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { TakeOver } from './TakeOver';

const NO_LINKS: readonly LazyPage[] = [];

/** Each lazy page's element, made once: the route switch below only picks one. */
const pageElements = Object.fromEntries(
  Object.entries(pages).map(([name, Page]) => [name, <Page />]),
) as Record<PageName, React.ReactElement>;

/**
 * Fetches the lazy page that will render `pathname` (nothing for the search page, which is in the
 * app chunk). Awaited before the first render, so a direct visit mounts the page without passing
 * through the Suspense fallback. A failed download resolves too: the route's error boundary reports
 * it when the page renders.
 */
export function preloadPageFor(pathname: string): Promise<void> {
  const page = pageModuleFor(pathname);
  return page ? pages[page].preload().catch(() => {}) : Promise.resolve();
}

/**
 * What a page shows while its chunk loads: the loading state, or the page's frame where its heading
 * is the largest paint (given by the server's rendering, src/ssr/renderApp.tsx). Only the HTML the
 * server sends for an address shows it: in the app, the first render waits for the page's chunk
 * (main.tsx awaits `preloadPageFor`), and a switch keeps the page before (see AppRoutes).
 */
export type LoadingStates = Partial<Record<PageName, React.ReactElement>>;
const defaultLoadingState = <Spinner label={text.layout.pageLoading} />;

/**
 * The app's five routes inside the layout. The switch is ours, not React Router's `<Routes>`, which
 * brings the data router's rendering (loader data, hydration fallbacks, its error pages) into the
 * entry chunk; React Router still owns the history, links and location.
 *
 * One Suspense boundary holds every page, the search page included, and stays mounted from page
 * to page: React Router changes the location in a transition, so a page whose chunk is not in yet
 * leaves the page before on screen until it can draw, instead of the loading state (the pressed
 * link shows it is working: Layout.tsx). Each page gets its own error boundary, inside it: a crash
 * on one page never follows to the next, and a failed chunk download is reported there.
 */
export function AppRoutes({ loadingStates = {} }: { loadingStates?: LoadingStates }) {
  const page = pageModuleFor(useLocation().pathname);
  // The search page links to films only once it shows results.
  const hasResults = useAppSelector(selectMovies).length > 0;
  usePrefetch(page ? pageLinks[page] : hasResults ? pageLinks.SearchPage : NO_LINKS);
  return (
    <Layout>
      <Suspense fallback={(page && loadingStates[page]) ?? defaultLoadingState}>
        <RouteErrorBoundary key={page ?? 'SearchPage'}>
          {page ? pageElements[page] : <SearchPage />}
          <TakeOver />
        </RouteErrorBoundary>
      </Suspense>
    </Layout>
  );
}
