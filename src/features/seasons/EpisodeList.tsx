import { useLayoutEffect, useRef, useState } from 'react';
import type { SeriesSeason } from '../../api/types';
import { episodeKey, type Episodes } from '../favorites';
import { Button } from '../../shared/ui/Button';
import { EpisodeRow, type EpisodeRowProps } from './EpisodeRow';
import { seasonsText } from './seasonsText';
import styles from './SeriesSeasons.module.css';

/** Episodes drawn at a time: a daily soap's season of 250 is shown a page after another. */
export const EPISODES_PAGE = 50;

/** How many to show first: whole pages, enough to reach the first episode not watched. */
function firstShown(season: number, list: SeriesSeason, episodes: Episodes | undefined): number {
  const unwatched = list.episodes.findIndex(
    (line) => episodes?.[episodeKey(season, line.episode)] === undefined,
  );
  const pages = Math.max(1, Math.ceil((unwatched + 1) / EPISODES_PAGE));
  return pages * EPISODES_PAGE;
}

export function EpisodeList({
  season,
  list,
  episodes,
  onToggle,
  onMarkUpTo,
}: {
  season: number;
  list: SeriesSeason;
  episodes: Episodes | undefined;
} & Pick<EpisodeRowProps, 'onToggle' | 'onMarkUpTo'>) {
  const [shown, setShown] = useState(() => firstShown(season, list, episodes));
  const focusFrom = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const rest = list.episodes.length - shown;

  // «Показать ещё» leaves the page: focus goes on to the first episode it showed.
  useLayoutEffect(() => {
    if (focusFrom.current === null) return;
    listRef.current?.querySelectorAll('input')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [shown]);

  return (
    <>
      <ol className={styles.episodes} ref={listRef} aria-label={seasonsText.episodesLabel(season)}>
        {list.episodes.slice(0, shown).map((line) => (
          <EpisodeRow
            key={line.episode}
            season={season}
            line={line}
            watchedOn={episodes?.[episodeKey(season, line.episode)]}
            onToggle={onToggle}
            onMarkUpTo={onMarkUpTo}
          />
        ))}
      </ol>
      {rest > 0 && (
        <Button
          size="sm"
          onClick={() => {
            focusFrom.current = shown;
            setShown(shown + EPISODES_PAGE);
          }}
        >
          {seasonsText.showMore(Math.min(rest, EPISODES_PAGE))}
        </Button>
      )}
    </>
  );
}
