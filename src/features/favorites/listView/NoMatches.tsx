import { favoritesPageText as t } from '../../../shared/text/favoritesPage';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import styles from './NoMatches.module.css';

/** The filters hide every favorite (the list itself is not empty: that is 'Избранное пусто'). */
export function NoMatches({ onReset }: { onReset: () => void }) {
  return (
    <Card className={styles.card}>
      <h2 className={styles.title}>{t.noMatches}</h2>
      <p className={styles.hint}>{t.noMatchesHint}</p>
      <Button variant="primary" onClick={onReset}>
        {t.reset}
      </Button>
    </Card>
  );
}
