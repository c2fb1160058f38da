import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useAppSelector } from '../../app/store';
import { selectFavoriteList } from '../../features/favorites/favoritesSlice';
import { selectCurrentMovie } from '../../features/movies/moviesSlice';
import { CurrentMovieCard } from '../../features/stats/CurrentMovieCard';
import { GeneralStatsCard } from '../../features/stats/GeneralStatsCard';
import { PopularYearsCard } from '../../features/stats/PopularYearsCard';
import { generalStats, newestFirst, topYears, typeDistribution } from '../../features/stats/stats';
import { TypesCard } from '../../features/stats/TypesCard';
import { YearsCard } from '../../features/stats/YearsCard';
import { text } from '../../shared/text';
import styles from './StatsPage.module.css';

export default function StatsPage() {
  const favorites = useAppSelector(selectFavoriteList);
  const currentMovie = useAppSelector(selectCurrentMovie);
  const stats = useMemo(() => {
    const ranked = topYears(favorites);
    return {
      ranked,
      byYear: newestFirst(ranked),
      byType: typeDistribution(favorites),
      general: generalStats(favorites),
    };
  }, [favorites]);
  const isEmpty = favorites.length === 0;

  return (
    <div className={styles.page}>
      <title>{text.titles.charts}</title>
      <header className={styles.header}>
        <h1>{text.stats.heading}</h1>
        {!isEmpty && <p className={styles.subtitle}>{text.stats.subtitle(favorites.length)}</p>}
      </header>
      {isEmpty ? (
        <section className={styles.empty} aria-labelledby="stats-empty-title">
          <span className={styles.emptyIcon} aria-hidden="true">
            📊
          </span>
          <h2 id="stats-empty-title">{text.stats.emptyTitle}</h2>
          <p>{text.stats.empty}</p>
          <Link className={styles.cta} to={paths.search.getHref()}>
            {text.stats.findMovies}
          </Link>
        </section>
      ) : (
        <div className={styles.grid}>
          {/* The summary leads, across the whole width; the charts follow. */}
          <div className={styles.wide}>
            <GeneralStatsCard stats={stats.general} />
          </div>
          <YearsCard years={stats.byYear} />
          <TypesCard types={stats.byType} />
          <PopularYearsCard ranked={stats.ranked} />
        </div>
      )}
      {currentMovie && (
        <div className={styles.current}>
          <CurrentMovieCard movie={currentMovie} />
        </div>
      )}
    </div>
  );
}
