import { useMemo } from 'react';
import { Link } from 'react-router';
import type { FavoriteMovie } from '../favorites';
import { paths } from '../../shared/paths';
import { yearLinksText as t } from './yearLinksText';
import { yearsWithData } from './years';
import styles from './YearLinks.module.css';

/** Links to the summary of every year the favorites hold anything for; nothing when there is none. */
export function YearLinks({ favorites }: { favorites: readonly FavoriteMovie[] }) {
  const years = useMemo(() => yearsWithData(favorites), [favorites]);
  if (years.length === 0) return null;
  return (
    <nav className={styles.years} aria-labelledby="year-links-title">
      <h2 id="year-links-title" className={styles.title}>
        {t.heading}
      </h2>
      <ul className="chip-row">
        {years.map((year) => (
          <li key={year}>
            <Link className={styles.link} to={paths.year.getHref(year)}>
              {t.yearLink(year)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
