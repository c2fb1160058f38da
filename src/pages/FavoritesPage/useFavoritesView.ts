import { startTransition } from 'react';
import { useSearchParams } from 'react-router';
import { FavoritesGrid } from './lazyGrid';
import type { FavoritesView } from './ViewToggle';

/**
 * The view lives in the URL (`?view=grid`, carousel when absent): a reload, a shared link and
 * the way back from a movie's page all keep it. It replaces the history entry, so switching
 * views does not fill the Back button. The switch shows at once when the view's code is in (the
 * carousel is the page's own, the grid a chunk fetched ahead); before the grid's is in, it runs in
 * a transition, the carousel staying until the grid can draw.
 */
export function useFavoritesView(): [FavoritesView, (view: FavoritesView) => void] {
  const [params, setParams] = useSearchParams();
  const view: FavoritesView = params.get('view') === 'grid' ? 'grid' : 'carousel';
  const setView = (next: FavoritesView) => {
    const update = () =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'grid') updated.set('view', 'grid');
          else updated.delete('view');
          return updated;
        },
        { replace: true },
      );
    if (next === 'carousel' || FavoritesGrid.isLoaded()) update();
    else startTransition(update);
  };
  return [view, setView];
}
