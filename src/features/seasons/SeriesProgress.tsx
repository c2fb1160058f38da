import type { Episodes } from '../favorites';
import { nextEpisode, progress, type KnownSeasons } from './episodeOrder';
import { seasonsText } from './seasonsText';

/**
 * «12 из 62 · дальше: S02E05 «Title»» over the seasons known so far; while some are not loaded,
 * how many are known is said too, as the total grows with them.
 */
export function SeriesProgress({
  episodes,
  known,
  totalSeasons,
  className,
}: {
  episodes: Episodes | undefined;
  known: KnownSeasons;
  totalSeasons: number | null;
  className?: string;
}) {
  const { watched, total } = progress(episodes, known);
  const next = nextEpisode(episodes, known, totalSeasons);
  const parts: string[] = [];
  if (total > 0) parts.push(seasonsText.progress(watched, total));
  if (next.kind === 'episode')
    parts.push(seasonsText.nextEpisode(next.ref.season, next.ref.episode, next.ref.title));
  else if (next.kind === 'season') parts.push(seasonsText.nextInSeason(next.season));
  else parts.push(seasonsText.allWatched);
  if (totalSeasons !== null && known.size < totalSeasons)
    parts.push(seasonsText.seasonsKnown(known.size, totalSeasons));
  return <p className={className}>{parts.join(' · ')}</p>;
}
