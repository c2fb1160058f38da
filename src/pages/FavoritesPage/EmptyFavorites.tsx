import { paths } from '../../shared/paths';
import { favoritesText } from '../../features/favorites/favoritesText';
import { EmptyState } from '../../shared/ui/EmptyState';

export function EmptyFavorites() {
  return (
    <EmptyState
      icon="♡"
      title={favoritesText.empty}
      hint={favoritesText.emptyHint}
      action={{ label: favoritesText.findMovies, href: paths.search.getHref() }}
    />
  );
}
