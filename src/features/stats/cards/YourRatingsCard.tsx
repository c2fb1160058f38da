import { formatNumber } from '../../../shared/lib/plural';
import { statsText } from '../statsText';
import type { RatingDistribution } from '../insights/yourRatings';
import { EmptyCard } from './EmptyCard';
import { Figures, HistogramCard } from './HistogramCard';

const { yourRatingsCard: text, ratingCard } = statsText;

/** How often the visitor gives each rating, 1 to 10. */
export function YourRatingsCard({ ratings }: { ratings: RatingDistribution }) {
  if (ratings.rated === 0) {
    return <EmptyCard title={text.title} text={text.empty} hint={text.emptyHint} />;
  }
  const bars = ratings.counts.map((count, index) => {
    const value = index + 1;
    return {
      key: String(value),
      label: text.label(value),
      fullLabel: text.fullLabel(value),
      value: count,
      valueLabel: formatNumber(count),
      spokenValue: statsText.filmCount(count),
    };
  });
  return (
    <HistogramCard
      title={text.title}
      summary={text.summary(ratings)}
      category={statsText.table.rating}
      slots={bars.length}
      bars={bars}
    >
      <Figures
        items={[
          {
            term: text.average,
            value: ratings.average === null ? '—' : ratingCard.value(ratings.average),
          },
          { term: text.mostGiven, value: ratings.mostGiven ?? '—' },
          { term: text.unrated, value: statsText.filmCount(ratings.unrated) },
        ]}
      />
    </HistogramCard>
  );
}
