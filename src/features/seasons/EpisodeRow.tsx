import { useId } from 'react';
import type { SeasonEpisode } from '../../api/types';
import { Button } from '../../shared/ui/Button';
import { episodeCode, seasonsText } from './seasonsText';
import styles from './SeriesSeasons.module.css';

export interface EpisodeRowProps {
  season: number;
  line: SeasonEpisode;
  watchedOn: string | undefined;
  onToggle: (season: number, episode: number, watched: boolean) => void;
  onMarkUpTo: (season: number, episode: number) => void;
}

/** One episode: its code and title (the checkbox's name), air date, IMDb rating, the marks. */
export function EpisodeRow({ season, line, watchedOn, onToggle, onMarkUpTo }: EpisodeRowProps) {
  const id = useId();
  const watched = watchedOn !== undefined;
  return (
    <li className={styles.episode}>
      <input
        id={id}
        type="checkbox"
        className={styles.check}
        checked={watched}
        onChange={(event) => onToggle(season, line.episode, event.currentTarget.checked)}
      />
      <label htmlFor={id} className={styles.name}>
        <span className={styles.code}>{episodeCode(season, line.episode)}</span>{' '}
        {line.title ?? seasonsText.untitled(line.episode)}
      </label>
      <span className={styles.meta}>
        {seasonsText.airDate(line.released)}
        {line.imdbRating !== null && ` · ${seasonsText.rating(line.imdbRating)}`}
      </span>
      {!watched && (
        <Button
          size="sm"
          variant="ghost"
          className={styles.upTo}
          aria-label={seasonsText.markUpToNamed(season, line.episode)}
          onClick={() => onMarkUpTo(season, line.episode)}
        >
          {seasonsText.markUpTo}
        </Button>
      )}
    </li>
  );
}
