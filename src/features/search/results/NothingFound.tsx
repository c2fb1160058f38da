import { text } from '../../../shared/text';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import styles from './NothingFound.module.css';

export function NothingFound({ onNewSearch }: { onNewSearch: () => void }) {
  return (
    <Card className={styles.card}>
      <p className={styles.icon} aria-hidden="true">
        🔍
      </p>
      <h2>{text.search.nothingFound}</h2>
      <p className={styles.hint}>{text.search.nothingFoundHint}</p>
      <Button variant="primary" onClick={onNewSearch}>
        {text.search.newSearch}
      </Button>
    </Card>
  );
}
