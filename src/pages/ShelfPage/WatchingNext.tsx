import { Suspense } from 'react';
import { Link } from 'react-router';
import type { FavoriteMovie } from '../../features/favorites';
import { LazyNextEpisode, sortByRecentlyWatched } from '../../features/seasons';
import { shelvesText as t } from '../../features/shelves/shelvesText';
import { paths } from '../../shared/paths';
import { Card } from '../../shared/ui/Card';
import styles from './WatchingNext.module.css';

/**
 * «Смотрю»: the series in progress, the most recently watched first, each with «Следующая серия»
 * (one press marks the next episode today, with its undo).
 */
export function WatchingNext({ entries }: { entries: readonly FavoriteMovie[] }) {
  const series = sortByRecentlyWatched(entries.filter((entry) => entry.type === 'series'));
  if (series.length === 0) return null;
  return (
    <Card title={t.nextEpisodes} className={styles.card}>
      <ul className={styles.list}>
        {series.map((entry) => (
          <li key={entry.imdbID} className={styles.row}>
            <Link to={paths.movie.getHref(entry.imdbID)} className={styles.title}>
              {entry.title}
            </Link>
            <Suspense fallback={null}>
              <LazyNextEpisode movie={entry} />
            </Suspense>
          </li>
        ))}
      </ul>
    </Card>
  );
}
