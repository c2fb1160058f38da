import { useMemo } from 'react';
import type { FavoriteMovie } from '../../features/favorites';
import { useFavoriteDetails } from '../../features/details/useFavoriteDetails';
import { EpisodesCard } from '../../features/stats/cards/EpisodesCard';
import { episodeStats } from '../../features/stats/insights/episodes';
import { WatchlistCost } from '../../features/stats/subject/WatchlistCost';
import styles from './StatsPage.module.css';

// Each reads (and fetches) the details of its own titles, and is drawn only when it has any: a
// visitor with no watchlist or no series pays nothing for them.

/** «Хочу посмотреть: 43 фильма, 81 ч», from the watchlist's runtimes. */
export function WatchlistFigures({ wanted }: { wanted: readonly FavoriteMovie[] }) {
  const details = useFavoriteDetails(wanted);
  return <WatchlistCost wanted={wanted} facts={details.facts} />;
}

/** The series' episodes: watched, their time, shows finished. */
export function EpisodeFigures({ series }: { series: readonly FavoriteMovie[] }) {
  const details = useFavoriteDetails(series);
  const stats = useMemo(() => episodeStats(series, details.facts), [series, details.facts]);
  if (stats.episodes === 0) return null;
  return (
    <div className={styles.insights}>
      <div className={styles.grid}>
        <EpisodesCard stats={stats} />
      </div>
    </div>
  );
}
