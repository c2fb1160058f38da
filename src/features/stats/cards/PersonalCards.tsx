import { useMemo } from 'react';
import { computePersonalInsights } from '../insights/personal';
import type { DetailsById, PersonalFilm } from '../insights/types';
import { VersusImdbCard } from './VersusImdbCard';
import { WatchMonthsCard } from './WatchMonthsCard';
import { YourRatingsCard } from './YourRatingsCard';

interface PersonalCardsProps {
  favorites: readonly PersonalFilm[];
  facts: DetailsById;
  /** Whether the last details are in (a chart keeps room for its rows until then). */
  drawn: boolean;
}

/**
 * The cards of the visitor's own ratings and watch days, computed here: a rating edited
 * recomputes these alone, while the page keeps its other cards (see useSameFilms).
 */
export function PersonalCards({ favorites, facts, drawn }: PersonalCardsProps) {
  const { ratings, versus, watches } = useMemo(
    () => computePersonalInsights(favorites, facts),
    [favorites, facts],
  );
  return (
    <>
      <YourRatingsCard ratings={ratings} />
      <VersusImdbCard versus={versus} hasRatings={ratings.rated > 0} drawn={drawn} />
      <WatchMonthsCard watches={watches} />
    </>
  );
}
