import type { PersonalInsights } from '../insights/personal';
import { VersusImdbCard } from './VersusImdbCard';
import { WatchMonthsCard } from './WatchMonthsCard';
import { YourRatingsCard } from './YourRatingsCard';

/** The cards of the visitor's own ratings and watch days. */
export function PersonalCards({ insights, drawn }: { insights: PersonalInsights; drawn: boolean }) {
  const { ratings, versus, watches } = insights;
  return (
    <>
      <YourRatingsCard ratings={ratings} />
      <VersusImdbCard versus={versus} hasRatings={ratings.rated > 0} drawn={drawn} />
      <WatchMonthsCard watches={watches} />
    </>
  );
}
