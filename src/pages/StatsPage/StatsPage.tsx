import { useDeferredValue, useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/paths';
import { useAppSelector } from '../../app/hooks';
import {
  selectFavoriteList,
  selectLibraryList,
  selectShelves,
} from '../../features/favorites/state/favoritesSlice';
import { SubjectSwitch } from '../../features/stats/subject/SubjectSwitch';
import { subjectOf } from '../../features/stats/subject/statsSubject';
import { EpisodeFigures, WatchlistFigures } from './LibraryFigures';
import { DetailsFailures, DetailsProgress } from '../../features/details/DetailsStatus';
import { useFavoriteDetails } from '../../features/details/useFavoriteDetails';
import { selectCurrentMovie } from '../../features/search/results/moviesSlice';
import { InsightCards } from '../../features/stats/cards/Insights';
import { computeInsights } from '../../features/stats/insights/compute';
import { useSameFilms } from '../../features/stats/useSameFilms';
import { CurrentMovieCard } from '../../features/stats/cards/CurrentMovieCard';
import { PersonalCards } from '../../features/stats/cards/PersonalCards';
import { GeneralStatsCard } from '../../features/stats/cards/GeneralStatsCard';
import { PopularYearsCard } from '../../features/stats/cards/PopularYearsCard';
import { generalStats, newestFirst, topYears, typeDistribution } from '../../features/stats/stats';
import { TypesCard } from '../../features/stats/cards/TypesCard';
import { YearsCard } from '../../features/stats/cards/YearsCard';
import { YearLinks } from '../../features/year/YearLinks';
import { whenIdle } from '../../shared/lib/whenIdle';
import { eachInOwnTask } from '../../shared/lib/eachInOwnTask';
import {
  longDateFormat,
  percentFormat,
  russianCollator,
  tenthsFormat,
} from '../../shared/lib/locale';
import { statsText } from '../../features/stats/statsText';
import { StatsFrame } from './StatsFrame';
import styles from './StatsPage.module.css';
import { statsPageText } from '../../features/stats/statsPageText';

/** The formatters are made in the first idle moment after the page shows, or this long after. */
const FORMATTERS_IDLE_TIMEOUT_MS = 1000;

export default function StatsPage() {
  // The spec's statistics are the favorites'; `?of=watched` shows the same cards for the watched.
  const subject = subjectOf(useSearchParams()[0]);
  const hearted = useAppSelector(selectFavoriteList);
  const shelves = useAppSelector(selectShelves);
  const library = useAppSelector(selectLibraryList);
  const favorites = subject === 'watched' ? shelves.watched : hearted;
  // The same array while only ratings, watch days or notes change: the films' statistics stay.
  const films = useSameFilms(favorites);
  const currentMovie = useAppSelector(selectCurrentMovie);
  // The page's head and summary are drawn first, and the charts and cards below them in a render
  // of their own right after: a press on «Статистика» shows the page in one short frame instead of
  // after the whole of it (the charts' layout alone is hundreds of ms on a slow phone). What only
  // they need is computed in that render too: the types' order makes the page's first collator.
  const rest = useDeferredValue(true, false);
  const general = useMemo(() => generalStats(films), [films]);
  const charts = useMemo(() => {
    if (!rest) return null;
    const ranked = topYears(films);
    return { ranked, byYear: newestFirst(ranked), byType: typeDistribution(films) };
  }, [rest, films]);
  const isEmpty = favorites.length === 0;
  // The cards' formatters and collator are made each in a short task of its own, once the page
  // has painted and the browser is idle, instead of in one long render with the details: the
  // press that opened the page is not kept waiting by them.
  useEffect(
    () =>
      whenIdle(
        () => void eachInOwnTask([russianCollator, tenthsFormat, percentFormat, longDateFormat]),
        { timeoutMs: FORMATTERS_IDLE_TIMEOUT_MS },
      ),
    [],
  );
  const details = useFavoriteDetails(films);
  const series = useMemo(() => library.filter((entry) => entry.episodes), [library]);
  const subtitle = subject === 'watched' ? statsPageText.watchedSubtitle : statsPageText.subtitle;
  // The switch is there once there is something watched to count (or it was chosen).
  const switchable = subject === 'watched' || shelves.watched.length > 0;
  // The cards drawn from the details are redrawn as more arrive, at transition priority: in slices
  // that leave the browser free to paint and answer, not in one long task per batch.
  const facts = useDeferredValue(details.facts);
  // Drawn with the same facts: a chart keeps room for ten rows until the last details are in.
  const drawn = useDeferredValue(details.phase === 'ready');
  const insights = useMemo(
    () => (rest ? computeInsights(films, facts, new Date()) : null),
    [rest, films, facts],
  );

  return (
    <StatsFrame
      subtitle={!isEmpty && <p className={styles.subtitle}>{subtitle(favorites.length)}</p>}
    >
      {switchable && <SubjectSwitch subject={subject} />}
      {shelves.want.length > 0 && <WatchlistFigures wanted={shelves.want} />}
      {isEmpty ? (
        <section className="empty-state" aria-labelledby="stats-empty-title">
          <span className={styles.emptyIcon} aria-hidden="true">
            📊
          </span>
          <h2 id="stats-empty-title">{statsPageText.emptyTitle}</h2>
          <p>{subject === 'watched' ? statsPageText.watchedEmpty : statsPageText.empty}</p>
          <Link className="link-button" to={paths.search.getHref()}>
            {statsPageText.findMovies}
          </Link>
        </section>
      ) : (
        <div className={styles.grid}>
          {/* The summary leads, across the whole width; the charts follow. */}
          <div className={styles.wide}>
            <GeneralStatsCard stats={general} />
          </div>
          {charts && (
            <>
              <YearsCard years={charts.byYear} />
              <TypesCard types={charts.byType} />
              <PopularYearsCard ranked={charts.ranked} />
            </>
          )}
        </div>
      )}
      {rest && currentMovie && (
        <div className={styles.current}>
          <CurrentMovieCard movie={currentMovie} />
        </div>
      )}
      {/* Beyond the spec's cards: what the favorites' details tell, after all of them. */}
      {insights && !isEmpty && (
        <section className={styles.insights} aria-labelledby="stats-insights-title">
          {/* «Данные на …» and the progress share the section's heading line. */}
          <div className={styles.insightsHeader}>
            <h2 id="stats-insights-title" className={styles.insightsTitle}>
              {statsText.sectionLabel}
            </h2>
            <DetailsProgress load={details} />
          </div>
          <DetailsFailures load={details} />
          <div className={styles.grid}>
            <InsightCards favorites={films} insights={insights} drawn={drawn} />
          </div>
        </section>
      )}
      {rest && !isEmpty && (
        <section className={styles.insights} aria-labelledby="stats-personal-title">
          <h2 id="stats-personal-title" className={styles.insightsTitle}>
            {statsText.personalLabel}
          </h2>
          <div className={styles.grid}>
            <PersonalCards favorites={favorites} facts={facts} drawn={drawn} />
          </div>
        </section>
      )}
      {rest && series.length > 0 && <EpisodeFigures series={series} />}
      {rest && <YearLinks favorites={library} />}
    </StatsFrame>
  );
}
