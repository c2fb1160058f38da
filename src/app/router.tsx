import { Suspense } from 'react';
import { useLocation, type Location } from 'react-router';
import { selectShelves } from '../features/favorites/state/favoritesSlice';
import { STATUSES } from '../features/favorites/state/status';
import { selectMovies } from '../features/search/results/moviesSlice';
import { SearchPage } from '../pages/SearchPage/SearchPage';
import { usePrefetch } from '../shared/lib/loading';
import { Spinner } from '../shared/ui/Spinner';
import { text } from '../shared/text';
import { Layout } from './Layout';
import { useAppSelector } from './hooks';
import {
  favoritesPageLinksWithShelves,
  pageLinks,
  pageReady,
  pages,
  type LazyPage,
} from './lazyPage';
import { pageModuleFor, type PageName } from './pageModules';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { TakeOver } from './TakeOver';

const NO_LINKS: readonly LazyPage[] = [];

function anyShelved(state: Parameters<typeof selectShelves>[0]): boolean {
  const shelves = selectShelves(state);
  return STATUSES.some((status) => shelves[status].length > 0);
}

/** What the screen shown links to, as the loading rule fetches it ahead (lazyPage.tsx). */
function linksOf(
  page: PageName | null,
  { hasResults, shelved }: { hasResults: boolean; shelved: boolean },
): readonly LazyPage[] {
  if (page === 'FavoritesPage' && shelved) return favoritesPageLinksWithShelves;
  if (page) return pageLinks[page];
  return hasResults ? pageLinks.SearchPage : NO_LINKS;
}

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
 * Whether the page at `location` can draw without suspending (lazyPage.tsx, pageReady). The search
 * page is the app's own.
 */
export function pageReadyFor({ pathname, search }: Pick<Location, 'pathname' | 'search'>): boolean {
  const page = pageModuleFor(pathname);
  return page === null || pageReady(page, new URLSearchParams(search));
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
 * to page: the history changes the location in a transition when the page's chunk is not in yet
 * (history.ts), which leaves the page before on screen until it can draw, instead of the loading
 * state (the pressed link shows it is working: Layout.tsx). Each page gets its own error boundary,
 * inside it: a crash on one page never follows to the next, and a failed chunk download is
 * reported there.
 */
export function AppRoutes({ loadingStates = {} }: { loadingStates?: LoadingStates }) {
  const page = pageModuleFor(useLocation().pathname);
  // The search page links to films only once it shows results.
  const hasResults = useAppSelector(selectMovies).length > 0;
  // The favorites page's row of shelves leads somewhere once a title is on a shelf.
  const shelved = useAppSelector((state) => page === 'FavoritesPage' && anyShelved(state));
  usePrefetch(linksOf(page, { hasResults, shelved }));
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
