import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { STATUSES, selectShelves } from '../favorites';
import { paths } from '../../shared/paths';
import { SHELF_PATHS } from './shelfRoutes';
import { shelvesText as t } from './shelvesText';
import styles from './ShelfLinks.module.css';

/** Where the row is shown: a shelf's page, the diary's, or the favorites' (null: none of the row). */
export type ShelfPlace = (typeof STATUSES)[number] | 'diary' | null;

/**
 * Every shelf with its count, then the diary: each one press away from the favorites and from each
 * other. The page the visitor is on is marked, for screen readers too.
 */
export function ShelfLinks({ current }: { current: ShelfPlace }) {
  const shelves = useAppSelector(selectShelves);
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
