import type { YearBucket } from '../stats';
import { Card } from '../../../shared/ui/Card';
import { BarList } from './BarList';
import { statsPageText } from '../statsPageText';

/** The top years, newest first, bars relative to the busiest year. */
export function YearsCard({ years }: { years: readonly YearBucket[] }) {
  const items = years.map(({ year, count, share }) => ({
    key: String(year),
    label: statsPageText.yearRow(year, count),
    share,
  }));
  return (
    <Card title={statsPageText.byYear}>
      {items.length > 0 ? (
        <BarList label={statsPageText.byYear} items={items} />
      ) : (
        <p>{statsPageText.noYear}</p>
      )}
    </Card>
  );
}
