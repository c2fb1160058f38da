import { useSearchParams } from 'react-router';
import type { FavoritesView } from './ViewToggle';

/**
 * The view lives in the URL (`?view=grid`, carousel when absent): a reload, a shared link and
 * the way back from a movie's page all keep it. It replaces the history entry, so switching
 * views does not fill the Back button. The app's history decides how the switch runs
 * (src/app/history.ts, with the grid among the page's `addressParts`): at once when the grid's
 * chunk is in, else in a transition, the carousel staying until the grid can draw.
 */
export function useFavoritesView(): [FavoritesView, (view: FavoritesView) => void] {
  const [params, setParams] = useSearchParams();
  const view: FavoritesView = params.get('view') === 'grid' ? 'grid' : 'carousel';
  const setView = (next: FavoritesView) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'grid') updated.set('view', 'grid');
        else updated.delete('view');
        return updated;
      },
      { replace: true },
    );
  return [view, setView];
}
