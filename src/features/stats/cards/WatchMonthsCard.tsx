import { formatNumber } from '../../../shared/lib/plural';
import { statsText } from '../statsText';
import type { WatchMonths } from '../insights/watchMonths';
import { EmptyCard } from './EmptyCard';
import { Figures, HistogramCard } from './HistogramCard';
import styles from './InsightCards.module.css';

const { watchCard: text, monthCard } = statsText;

/** Watches per month over the span that has them: as many columns as months, no empty room. */
export function WatchMonthsCard({ watches }: { watches: WatchMonths }) {
  if (watches.watches === 0) {
    return <EmptyCard title={text.title} text={text.empty} hint={text.emptyHint} />;
  }
  const bars = watches.months.map(({ month, count }) => ({
    key: month,
    label: monthCard.short(month),
    fullLabel: monthCard.label(month),
    value: count,
    valueLabel: formatNumber(count),
    spokenValue: text.watchCount(count),
  }));
  const { busiest } = watches;
  return (
    <HistogramCard
      title={text.title}
      summary={text.summary(watches)}
      category={statsText.table.month}
      valueHeader={statsText.table.watches}
      slots={bars.length}
      bars={bars}
    >
      <Figures
        items={[
          { term: text.watches, value: formatNumber(watches.watches) },
          { term: text.films, value: formatNumber(watches.films) },
          {
            term: text.busiest,
            value: busiest ? text.busiestValue(busiest.month, busiest.count) : '—',
          },
        ]}
      />
      {watches.earlier > 0 && (
        <p className={styles.note}>{text.earlier(watches.months.length, watches.earlier)}</p>
      )}
    </HistogramCard>
  );
}
