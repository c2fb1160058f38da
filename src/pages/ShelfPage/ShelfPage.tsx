import { useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectShelves, type FavoriteMovie } from '../../features/favorites';
import { shelfAt } from '../../features/shelves/shelfRoutes';
import { ShelfView } from './ShelfView';
import { WatchingNext } from './WatchingNext';
import { Watchlist } from './Watchlist';

const isSeries = (entry: FavoriteMovie) => entry.type === 'series';

/** A shelf's page: the one its address names (/watchlist, /watching, /watched, /dropped). */
export function ShelfPage() {
  const status = shelfAt(useLocation().pathname) ?? 'want';
  const shelves = useAppSelector(selectShelves);
  // Each shelf's own tools and address: a shelf switched to starts afresh.
  if (status === 'want') return <Watchlist key={status} />;
  // «Что дальше» lists the series in progress above the titles; with none, the titles are the answer.
  const nextEpisodes = status === 'watching' && shelves.watching.some(isSeries);
  return (
    <ShelfView
      key={status}
      status={status}
      entries={shelves[status]}
      titlesAfterPaint={nextEpisodes}
    >
      {nextEpisodes && <WatchingNext entries={shelves.watching} />}
    </ShelfView>
  );
}

export default ShelfPage;
