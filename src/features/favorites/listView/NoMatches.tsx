import { favoritesPageText as t } from '../../../shared/text/favoritesPage';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import styles from './NoMatches.module.css';

/**
 * The filters hide every film of the list (the list itself is not empty: that is its empty state).
 * `hint`: what to say where the list is not the favorites.
 */
export function NoMatches({
  onReset,
  hint = t.noMatchesHint,
}: {
  onReset: () => void;
  hint?: string;
}) {
  return (
    <Card className={styles.card}>
      <h2 className={styles.title}>{t.noMatches}</h2>
      <p className={styles.hint}>{hint}</p>
      <Button variant="primary" onClick={onReset}>
        {t.reset}
      </Button>
    </Card>
  );
}
