import { text } from '../../shared/text';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import styles from './RecentSearches.module.css';

export interface RecentSearchesProps {
  items: readonly string[];
  onSelect: (query: string) => void;
  onClearAll: () => void;
}

export function RecentSearches({ items, onSelect, onClearAll }: RecentSearchesProps) {
  return (
    <Card
      title={text.search.recentTitle}
      actions={
        <Button variant="ghost" size="sm" onClick={onClearAll}>
          {text.search.clearRecent}
        </Button>
      }
    >
      <ul className={`chip-row ${styles.chips}`}>
        {items.map((item) => (
          <li key={item}>
            <button type="button" className={styles.chip} onClick={() => onSelect(item)}>
              {item}
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
