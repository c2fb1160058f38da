import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { STATUSES, selectShelves } from '../favorites';
import { LazyNextEpisode } from '../seasons';
import { usePrefetch, type Preloadable } from '../../shared/lib/loading';
import { paths } from '../../shared/paths';
import { SHELF_PATHS } from './shelfRoutes';
import { shelvesText as t } from './shelvesText';
import styles from './ShelfLinks.module.css';

/** Where the row is shown: a shelf's page, the diary's, or the favorites' (null: none of the row). */
export type ShelfPlace = (typeof STATUSES)[number] | 'diary' | null;

const NOTHING: readonly Preloadable[] = [];
/** What «Смотрю» draws on each series beside the page's own chunk (which the page fetches ahead). */
const SHOWS_PARTS: readonly Preloadable[] = [LazyNextEpisode];

/**
 * Every shelf with its count, then the diary: each one press away from the favorites and from each
 * other. The page the visitor is on is marked, for screen readers too.
 */
export function ShelfLinks({ current }: { current: ShelfPlace }) {
  const shelves = useAppSelector(selectShelves);
  // «Смотрю» draws «Следующая серия», a part of its own, on each series: fetched ahead with the
  // link, as the press on it would otherwise wait for that part before its rows fill.
  const showsInProgress = shelves.watching.some((entry) => entry.type === 'series');
  usePrefetch(showsInProgress && current !== 'watching' ? SHOWS_PARTS : NOTHING);
  const mark = (place: ShelfPlace) => (place === current ? ('page' as const) : undefined);
  return (
    <nav className={styles.row} aria-label={t.navLabel}>
      <ul className={styles.list}>
        {STATUSES.map((status) => (
          <li key={status}>
            <Link className={styles.link} to={SHELF_PATHS[status]} aria-current={mark(status)}>
              {t.link(t.names[status], shelves[status].length)}
            </Link>
          </li>
        ))}
        <li>
          <Link className={styles.link} to={paths.diary.getHref()} aria-current={mark('diary')}>
            {t.diary.link}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
