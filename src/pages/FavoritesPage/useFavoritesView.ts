import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSwitch } from '../../shared/lib/loading';
import type { FavoritesView } from './ViewToggle';

/**
 * The view lives in the URL (`?view=grid`, carousel when absent): a reload, a shared link and
 * the way back from a movie's page all keep it. It replaces the history entry, so switching
 * views does not fill the Back button. The switch runs in a transition: the view before stays until
 * the new one has drawn, and the third value names the view pressed once that takes over 200 ms.
 */
export function useFavoritesView(): [
  FavoritesView,
  (view: FavoritesView) => void,
  FavoritesView | null,
] {
  const [params, setParams] = useSearchParams();
  const view: FavoritesView = params.get('view') === 'grid' ? 'grid' : 'carousel';
  const [busy, start] = useSwitch();
  const [target, setTarget] = useState<FavoritesView | null>(null);
  const setView = (next: FavoritesView) => {
    setTarget(next);
    start(() =>
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
  };
  return [view, setView, busy ? target : null];
}
