import type { TypeBucket } from '../stats';
import { Card } from '../../../shared/ui/Card';
import { BarList } from './BarList';
import { favoritesLink } from './favoritesLink';
import { statsPageText } from '../statsPageText';

// The types the favorites page filters by; others (or none) have no link.
const FILTERABLE = new Set(['movie', 'series', 'episode', 'game']);

export function TypesCard({ types }: { types: readonly TypeBucket[] }) {
  const items = types.map(({ type, label, count, share }) => ({
    key: type,
    label: statsPageText.typeRow(label, count),
    share,
    href: FILTERABLE.has(type) ? favoritesLink('type', type) : undefined,
  }));
  return (
    <Card title={statsPageText.byType}>
      <BarList label={statsPageText.byType} items={items} />
    </Card>
  );
}
