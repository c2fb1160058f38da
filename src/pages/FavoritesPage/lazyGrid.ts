import { afterStartup } from '../../shared/lib/afterStartup';
import { lazyComponent } from '../../shared/lib/lazyComponent';

/**
 * The grid (and its virtualiser) is a chunk of its own: the carousel is the default view. It is
 * fetched ahead once start-up is over, so it does not compete with what the page needs first; a
 * grid asked for sooner (`?view=grid`, an early «Сетка») fetches it as it renders.
 */
export const FavoritesGrid = lazyComponent(() =>
  import('../../features/favorites/grid/FavoritesGrid').then((module) => module.FavoritesGrid),
);
if (typeof window !== 'undefined') {
  afterStartup(() => {
    FavoritesGrid.preload().catch(() => {
      // Offline without the chunk cached: the grid's Suspense tries again when it renders.
    });
  });
}
