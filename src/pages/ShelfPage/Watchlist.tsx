import { useDeferredValue, useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { DetailsProgress } from '../../features/details/DetailsStatus';
import { useFavoriteDetails } from '../../features/details/useFavoriteDetails';
import { selectShelves } from '../../features/favorites';
import type { FactsOf } from '../../features/favorites/listView/arrange';
import { WATCHLIST_SORTS } from '../../features/favorites/listView/listQuery';
import { WhatToWatch } from '../../features/shelves/pick/WhatToWatch';
import { parseRuntime, ratingOf } from '../../features/stats';
import { ShelfView } from './ShelfView';

/**
 * «Хочу посмотреть»: a shelf that sorts by runtime and IMDb rating too, and picks what to watch. Both
 * read the details the app keeps, fetching the missing ones as the statistics do (the details of
 * other lists are kept: nothing is pruned from here).
 */
export function Watchlist() {
  const entries = useAppSelector(selectShelves).want;
  const details = useFavoriteDetails(entries, { prune: false });
  // Details arriving redraw the list at transition priority, as the statistics' cards.
  const facts = useDeferredValue(details.facts);
  const factsOf = useMemo<FactsOf>(() => {
    const known = new Map(
      [...facts].map(([imdbID, film]) => [
        imdbID,
        { runtime: parseRuntime(film.runtime), imdbRating: ratingOf(film.imdbRating) },
      ]),
    );
    return (imdbID) => known.get(imdbID) ?? null;
  }, [facts]);

  return (
    <ShelfView
      status="want"
      entries={entries}
      sorts={WATCHLIST_SORTS}
      facts={facts}
      factsOf={factsOf}
      tools={<WhatToWatch watchlist={entries} facts={facts} />}
      statusLine={entries.length > 0 && <DetailsProgress load={details} />}
    />
  );
}
