import { startTransition } from 'react';
import { useSearchParams } from 'react-router';
import type { FavoritesView } from './ViewToggle';

/**
 * The view lives in the URL (`?view=grid`, carousel when absent): a reload, a shared link and
 * the way back from a movie's page all keep it. It replaces the history entry, so switching
 * views does not fill the Back button. The switch runs in a transition: the view before stays until
 * the new one has drawn. The toggle shows the wait itself (ViewToggle), so a press re-renders
 * the toggle at once and not the whole page.
 */
export function useFavoritesView(): [FavoritesView, (view: FavoritesView) => void] {
  const [params, setParams] = useSearchParams();
  const view: FavoritesView = params.get('view') === 'grid' ? 'grid' : 'carousel';
  const setView = (next: FavoritesView) =>
    startTransition(() =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'grid') updated.set('view', 'grid');
          else updated.delete('view');
          return updated;
        },
        { replace: true },
      ),
    );
  return [view, setView];
}
