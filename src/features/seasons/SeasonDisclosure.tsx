import { useState } from 'react';
import { episodeKey, type Episodes } from '../favorites';
import { Button } from '../../shared/ui/Button';
import { EpisodeList } from './EpisodeList';
import type { EpisodeRowProps } from './EpisodeRow';
import { seasonsText } from './seasonsText';
import type { SeasonState } from './useSeasonCatalog';
import styles from './SeriesSeasons.module.css';

export interface SeasonDisclosureProps extends Pick<EpisodeRowProps, 'onToggle' | 'onMarkUpTo'> {
  season: number;
  state: SeasonState | undefined;
  episodes: Episodes | undefined;
  onOpen: (season: number) => void;
  onMarkSeason: (season: number, watched: boolean) => void;
}

/**
 * One season, closed until opened: opening it asks for it (once), and only an open season draws
 * its episodes, so a show of a thousand draws what the visitor looks at.
 */
export function SeasonDisclosure({
  season,
  state,
  episodes,
  onOpen,
  onMarkSeason,
  onToggle,
  onMarkUpTo,
}: SeasonDisclosureProps) {
  const [open, setOpen] = useState(false);
  const list = state?.status === 'ready' ? state.season : null;
  const watchedHere = list
    ? list.episodes.filter((line) => episodes?.[episodeKey(season, line.episode)] !== undefined)
        .length
    : 0;
  const allWatched =
    list !== null && list.episodes.length > 0 && watchedHere === list.episodes.length;

  return (
    <details
      className={styles.season}
      onToggle={(event) => {
        const nowOpen = event.currentTarget.open;
        setOpen(nowOpen);
        if (nowOpen && (state === undefined || state.status === 'error')) onOpen(season);
      }}
    >
      <summary className={styles.summary}>
        {seasonsText.season(season)}
        {list && list.episodes.length > 0 && (
          <span className={styles.count}>
            {' · '}
            {seasonsText.progress(watchedHere, list.episodes.length)}
          </span>
        )}
      </summary>
      {open && (
        <div className={styles.body}>
          {(state === undefined || state.status === 'loading') && (
            <p role="status">{seasonsText.loading}</p>
          )}
          {state?.status === 'error' && (
            <div role="alert" className={styles.problem}>
              <p>{state.message}</p>
              <Button size="sm" onClick={() => onOpen(season)}>
                {seasonsText.retry}
              </Button>
            </div>
          )}
          {state?.status === 'ready' && state.season === null && <p>{seasonsText.missing}</p>}
          {list && list.episodes.length === 0 && <p>{seasonsText.empty}</p>}
          {list && list.episodes.length > 0 && (
            <>
              <Button
                size="sm"
                aria-label={
                  allWatched
                    ? seasonsText.unmarkSeasonNamed(season)
                    : seasonsText.markSeasonNamed(season)
                }
                onClick={() => onMarkSeason(season, !allWatched)}
              >
                {allWatched ? seasonsText.unmarkSeason : seasonsText.markSeason}
              </Button>
              <EpisodeList
                season={season}
                list={list}
                episodes={episodes}
                onToggle={onToggle}
                onMarkUpTo={onMarkUpTo}
              />
            </>
          )}
        </div>
      )}
    </details>
  );
}
