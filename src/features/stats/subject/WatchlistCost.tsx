import { useMemo } from 'react';
import type { FavoriteMovie } from '../../favorites';
import { parseRuntime } from '../insights/parse';
import { statsPageText } from '../statsPageText';
import styles from './WatchlistCost.module.css';

export interface WatchlistCostFigures {
  films: number;
  /** Minutes over the titles whose runtime is known. */
  minutes: number;
  /** Titles whose runtime is not known (yet): left out of `minutes`. */
  untimed: number;
}

/** What the watchlist costs: its titles and their runtimes added up. */
export function watchlistCost(
  wanted: readonly Pick<FavoriteMovie, 'imdbID'>[],
  facts: ReadonlyMap<string, { runtime?: string | null }>,
): WatchlistCostFigures {
  let minutes = 0;
  let untimed = 0;
  for (const { imdbID } of wanted) {
    const runtime = parseRuntime(facts.get(imdbID)?.runtime);
    if (runtime === null) untimed += 1;
    else minutes += runtime;
  }
  return { films: wanted.length, minutes, untimed };
}

/** «Хочу посмотреть: 43 фильма, 81 ч», under the statistics' switch. */
export function WatchlistCost({
  wanted,
  facts,
}: {
  wanted: readonly FavoriteMovie[];
  facts: ReadonlyMap<string, { runtime?: string | null }>;
}) {
  const cost = useMemo(() => watchlistCost(wanted, facts), [wanted, facts]);
  if (cost.films === 0) return null;
  return (
    <p className={styles.cost}>
      {statsPageText.watchlistCost(cost.films, cost.minutes)}
      {cost.untimed > 0 && (
        <span className={styles.untimed}> {statsPageText.watchlistUntimed(cost.untimed)}</span>
      )}
    </p>
  );
}
