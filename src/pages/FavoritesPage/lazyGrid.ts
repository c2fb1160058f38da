import { lazyComponent } from '../../shared/lib/lazyComponent';

/**
 * The grid (and its virtualiser) is a chunk of its own: the carousel is the default view. It is
 * fetched as soon as the favorites page's module runs, so «Сетка» finds it in when pressed.
 */
export const FavoritesGrid = lazyComponent(() =>
  import('../../features/favorites/grid/FavoritesGrid').then((module) => module.FavoritesGrid),
);
void FavoritesGrid.preload().catch(() => {
  // Offline without the chunk cached: the grid's Suspense tries again when it renders.
});
