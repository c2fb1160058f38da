import { useId, useState } from 'react';
import type { MovieSummary } from '../../api/types';
import { episodeKey, today } from '../favorites';
import { lastMarked, marksUpTo, seasonMarks, seasonUnmarks } from './episodeOrder';
import { NextEpisodeControl } from './NextEpisodeControl';
import { SeasonDisclosure } from './SeasonDisclosure';
import { SeriesProgress } from './SeriesProgress';
import { seasonsText } from './seasonsText';
import { useSeasonCatalog, type SeasonCatalog } from './useSeasonCatalog';
import { loadSeasonsUpTo, useSeriesMarks } from './useSeriesMarks';
import styles from './SeriesSeasons.module.css';

/** How many disclosures to draw: the seasons OMDb counts, else those known or watched, at least one. */
function seasonCount(catalog: SeasonCatalog, watchedSeason: number): number {
  if (catalog.totalSeasons !== null) return catalog.totalSeasons;
  return Math.max(1, watchedSeason, ...catalog.known.keys());
}

/**
 * A series' page section: its seasons, each loaded when opened, the progress, «Следующая серия»,
 * and the marks of an episode, a season, or everything up to an episode.
 */
export function SeriesSeasons({
  movie,
  totalSeasons,
}: {
  movie: MovieSummary;
  /** From the series' details; null when they do not say (a season's answer will). */
  totalSeasons: number | null;
}) {
  const headingId = useId();
  const catalog = useSeasonCatalog(movie.imdbID, totalSeasons);
  const { episodes, mark } = useSeriesMarks(movie, catalog);
  const [problem, setProblem] = useState<string | null>(null);
  const count = seasonCount(catalog, lastMarked(episodes)?.season ?? 0);

  function markSeason(season: number, watched: boolean) {
    const list = catalog.known.get(season);
    if (!list) return;
    mark(
      watched
        ? seasonMarks(season, list, episodes, today())
        : seasonUnmarks(season, list, episodes),
    );
  }

  function toggle(season: number, episode: number, watched: boolean) {
    mark({ [episodeKey(season, episode)]: watched ? today() : null });
  }

  async function markUpTo(season: number, episode: number) {
    setProblem(null);
    try {
      const { known, totalSeasons: total } = await loadSeasonsUpTo(catalog, season);
      mark(marksUpTo(known, { season, episode }, episodes, today()), known, total);
    } catch (error) {
      setProblem((error as Error).message);
    }
  }

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {seasonsText.heading}
      </h2>
      <SeriesProgress
        className={styles.progress}
        episodes={episodes}
        known={catalog.known}
        totalSeasons={catalog.totalSeasons}
      />
      <NextEpisodeControl movie={movie} catalog={catalog} />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <ul className={styles.seasons}>
        {Array.from({ length: count }, (_, index) => index + 1).map((season) => (
          <li key={season}>
            <SeasonDisclosure
              season={season}
              state={catalog.states.get(season)}
              episodes={episodes}
              onOpen={(number) => void catalog.load(number).catch(() => undefined)}
              onMarkSeason={markSeason}
              onToggle={toggle}
              onMarkUpTo={(number, episode) => void markUpTo(number, episode)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
