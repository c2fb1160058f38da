import { Suspense, useEffect } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { SearchPage } from '../pages/SearchPage/SearchPage';
import { Spinner } from '../shared/ui/Spinner';
import { text } from '../shared/text';
import { Layout } from './Layout';
import { lazyPage, preloadWhenIdle } from './lazyPage';
import { paths } from './paths';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// The search page is the landing page and ships in the entry chunk; the others load on demand,
// and are fetched ahead once the browser is idle, so following a link is instant.
const FavoritesPage = lazyPage(() => import('../pages/FavoritesPage/FavoritesPage'));
const StatsPage = lazyPage(() => import('../pages/StatsPage/StatsPage'));
const MovieDetailPage = lazyPage(() => import('../pages/MovieDetailPage/MovieDetailPage'));
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage/NotFoundPage'));
/**
 * The lazy page of each route but the search page and the 404 page, the likeliest next visit first
 * (the order they are fetched ahead in). `module` names the page's module,
 * src/pages/<module>/<module>.tsx: the build writes each route a shell that announces the chunks of
 * that module (src/prerender.tsx).
 */
export const lazyRoutes = [
  { pattern: paths.movie.pattern, page: MovieDetailPage, module: 'MovieDetailPage' },
  { pattern: paths.favorites.pattern, page: FavoritesPage, module: 'FavoritesPage' },
  { pattern: paths.charts.pattern, page: StatsPage, module: 'StatsPage' },
];
/** Any other path: the page the build's fallback shell announces. */
export const notFoundModule = 'NotFoundPage';
const lazyPages = [...lazyRoutes.map((route) => route.page), NotFoundPage];

/**
 * Fetches the lazy page that will render `pathname` (nothing for the search page, which is in the
 * entry chunk). Awaited before the first render, so a direct visit mounts the page without passing
 * through the Suspense fallback, which React keeps on screen for at least 300 ms once shown. A failed
 * download resolves too: the route's error boundary reports it when the page renders.
 */
export function preloadPageFor(pathname: string): Promise<void> {
  if (matchPath(paths.search.pattern, pathname)) return Promise.resolve();
  const route = lazyRoutes.find(({ pattern }) => matchPath(pattern, pathname));
  return (route?.page ?? NotFoundPage).preload().catch(() => {});
}

// Each route element sits in its own error boundary (a failed chunk download included), inside the
// layout, so a crash never takes the header, navigation or footer with it.
function Lazy({ children }: { children: React.ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Spinner label={text.layout.pageLoading} />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRoutes() {
  useEffect(() => preloadWhenIdle(lazyPages), []);
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          index
          element={
            <RouteErrorBoundary>
              <SearchPage />
            </RouteErrorBoundary>
          }
        />
        <Route
          path={paths.favorites.pattern}
          element={
            <Lazy>
              <FavoritesPage />
            </Lazy>
          }
        />
        <Route
          path={paths.charts.pattern}
          element={
            <Lazy>
              <StatsPage />
            </Lazy>
          }
        />
        <Route
          path={paths.movie.pattern}
          element={
            <Lazy>
              <MovieDetailPage />
            </Lazy>
          }
        />
        <Route
          path={paths.notFound.pattern}
          element={
            <Lazy>
              <NotFoundPage />
            </Lazy>
          }
        />
      </Route>
    </Routes>
  );
}
