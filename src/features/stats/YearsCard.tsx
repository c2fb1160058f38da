import type { YearBucket } from './stats';
import { Card } from '../../shared/ui/Card';
import { text } from '../../shared/text';
import { BarList } from './BarList';

/** The top years, newest first, bars relative to the busiest year. */
export function YearsCard({ years }: { years: readonly YearBucket[] }) {
  const items = years.map(({ year, count, share }) => ({
    key: String(year),
    label: text.stats.yearRow(year, count),
    share,
  }));
  return (
    <Card title={text.stats.byYear}>
      {items.length > 0 ? (
        <BarList label={text.stats.byYear} items={items} />
      ) : (
        <p>{text.stats.noYear}</p>
      )}
    </Card>
  );
}
