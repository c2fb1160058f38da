import type { ComponentType } from 'react';
import { paths } from '../shared/paths';
import { matchesRoute } from '../shared/routeMatch';

export interface PageModule {
  default: ComponentType;
  /**
   * The parts of its own the page draws at once for an address (its query), with no Suspense
   * boundary of their own: the page is ready to show only once they are in too (lazyPage.tsx).
   */
  addressParts?: (query: URLSearchParams) => readonly { isLoaded: () => boolean }[];
}

/**
 * The lazy pages, by module name (src/pages/<name>/<name>.tsx). The router renders them as lazy
 * parts (src/shared/lib/loading.tsx), and the boot script starts the download of the address's
 * page beside the app's own: both import the same module, so it is fetched and run once. The names also mark which page a
 * prerendered or server-rendered HTML holds (`data-page`, see main.tsx).
 */
export const pageModules = {
  MovieDetailPage: () => import('../pages/MovieDetailPage/MovieDetailPage'),
  FavoritesPage: () => import('../pages/FavoritesPage/FavoritesPage'),
  StatsPage: () => import('../pages/StatsPage/StatsPage'),
  ShelfPage: () => import('../pages/ShelfPage/ShelfPage'),
  DiaryPage: () => import('../pages/DiaryPage/DiaryPage'),
  YearPage: () => import('../pages/YearPage/YearPage'),
  NotFoundPage: () => import('../pages/NotFoundPage/NotFoundPage'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageName = keyof typeof pageModules;

/** Each route's lazy page (what a screen fetches ahead is `pageLinks`, src/app/lazyPage.tsx). */
export const pageRoutes: readonly { pattern: string; module: PageName }[] = [
  { pattern: paths.movie.pattern, module: 'MovieDetailPage' },
  { pattern: paths.favorites.pattern, module: 'FavoritesPage' },
  { pattern: paths.charts.pattern, module: 'StatsPage' },
  { pattern: paths.year.pattern, module: 'YearPage' },
  { pattern: paths.watchlist.pattern, module: 'ShelfPage' },
  { pattern: paths.watching.pattern, module: 'ShelfPage' },
  { pattern: paths.watched.pattern, module: 'ShelfPage' },
  { pattern: paths.dropped.pattern, module: 'ShelfPage' },
  { pattern: paths.diary.pattern, module: 'DiaryPage' },
];

/** Any path no route claims. */
export const notFoundModule: PageName = 'NotFoundPage';

/** The lazy page that renders `pathname`; none for the search page, which is in the app chunk. */
export function pageModuleFor(pathname: string): PageName | null {
  if (matchesRoute(paths.search.pattern, pathname)) return null;
  return (
    pageRoutes.find(({ pattern }) => matchesRoute(pattern, pathname))?.module ?? notFoundModule
  );
}
