import type { GeneralStats } from '../stats';
import { formatNumber } from '../../../shared/lib/plural';
import { Card } from '../../../shared/ui/Card';
import styles from './GeneralStatsCard.module.css';
import { statsPageText } from '../statsPageText';

export function GeneralStatsCard({ stats }: { stats: GeneralStats }) {
  const { total, distinctTopYears, typeCount, averagePerType, mostPopularYear } = stats;
  const rows: [string, string][] = [
    [statsPageText.totalMovies, formatNumber(total)],
    [statsPageText.distinctYears, formatNumber(distinctTopYears)],
    [statsPageText.typeCount, formatNumber(typeCount)],
    [statsPageText.averagePerType, formatNumber(averagePerType)],
    [
      statsPageText.mostPopularYear,
      mostPopularYear
        ? statsPageText.yearWithCount(mostPopularYear.year, mostPopularYear.count)
        : statsPageText.noYear,
    ],
  ];
  return (
    <Card title={statsPageText.general}>
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
