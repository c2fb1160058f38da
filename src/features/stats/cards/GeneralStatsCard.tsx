import type { GeneralStats } from '../stats';
import { formatNumber } from '../../../shared/lib/plural';
import { Card } from '../../../shared/ui/Card';
import { FigureList } from './FigureList';
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
      <FigureList rows={rows} />
    </Card>
  );
}
