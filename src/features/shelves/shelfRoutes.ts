import { STATUSES, type Status } from '../favorites';
import { paths } from '../../shared/paths';
import { matchesRoute } from '../../shared/routeMatch';

/** Each shelf's address. */
export const SHELF_PATHS: Record<Status, string> = {
  want: paths.watchlist.getHref(),
  watching: paths.watching.getHref(),
  watched: paths.watched.getHref(),
  dropped: paths.dropped.getHref(),
};

/** The shelf whose page is at `pathname`, or null. */
export function shelfAt(pathname: string): Status | null {
  return STATUSES.find((status) => matchesRoute(SHELF_PATHS[status], pathname)) ?? null;
}
