import { lazyPart } from '../../shared/lib/loading';

/**
 * The grid (and its virtualiser, 5 KB) is a chunk of its own: the carousel is the default view,
 * and the favorites page's first load stays as small as it was. The page fetches it ahead by the
 * loading rule; «Сетка» pressed sooner switches in a transition, the carousel staying on screen
 * until the grid can draw. A grid asked for by the address (`?view=grid`) fetches it as it renders.
 */
export const FavoritesGrid = lazyPart(() =>
  import('../../features/favorites/grid/FavoritesGrid').then((module) => module.FavoritesGrid),
);

/** What the favorites page fetches ahead of its own: the other view. */
export const favoritesPageParts = [FavoritesGrid];
