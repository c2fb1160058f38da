import type { GeneralStats } from './stats';
import { formatNumber } from '../../shared/lib/plural';
import { Card } from '../../shared/ui/Card';
import { text } from '../../shared/text';
import styles from './GeneralStatsCard.module.css';

export function GeneralStatsCard({ stats }: { stats: GeneralStats }) {
  const { total, distinctTopYears, typeCount, averagePerType, mostPopularYear } = stats;
  const rows: [string, string][] = [
    [text.stats.totalMovies, formatNumber(total)],
    [text.stats.distinctYears, formatNumber(distinctTopYears)],
    [text.stats.typeCount, formatNumber(typeCount)],
    [text.stats.averagePerType, formatNumber(averagePerType)],
    [
      text.stats.mostPopularYear,
      mostPopularYear
        ? text.stats.yearWithCount(mostPopularYear.year, mostPopularYear.count)
        : text.stats.noYear,
    ],
  ];
  return (
    <Card title={text.stats.general}>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.item}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
