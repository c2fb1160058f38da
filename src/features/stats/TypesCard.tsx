import type { TypeBucket } from './stats';
import { Card } from '../../shared/ui/Card';
import { text } from '../../shared/text';
import { BarList } from './BarList';

export function TypesCard({ types }: { types: readonly TypeBucket[] }) {
  const items = types.map(({ type, label, count, share }) => ({
    key: type,
    label: text.stats.typeRow(label, count),
    share,
  }));
  return (
    <Card title={text.stats.byType}>
      <BarList label={text.stats.byType} items={items} />
    </Card>
  );
}
