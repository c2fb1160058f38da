import { formatNumber } from '../../../shared/lib/plural';
import { Card } from '../../../shared/ui/Card';
import { FigureList } from './FigureList';
import type { EpisodeStats } from '../insights/episodes';
import { statsText } from '../statsText';
import styles from './GeneralStatsCard.module.css';

/** Episodes watched, their hours and the shows finished: shown once an episode is marked. */
export function EpisodesCard({ stats }: { stats: EpisodeStats }) {
  const text = statsText.episodesCard;
  const rows: [string, string][] = [
    [text.episodes, formatNumber(stats.episodes)],
    [text.hours, text.duration(stats.minutes)],
    [text.finished, formatNumber(stats.finished)],
  ];
  return (
    <Card title={text.title}>
      <FigureList rows={rows} />
      {stats.untimed > 0 && <p className={styles.note}>{text.untimed(stats.untimed)}</p>}
    </Card>
  );
}
