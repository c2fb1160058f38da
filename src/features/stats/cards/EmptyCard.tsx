import { Card } from '../../../shared/ui/Card';
import styles from './InsightCards.module.css';

/** A card with nothing to show yet: what is missing, and how the visitor adds it. */
export function EmptyCard({ title, text, hint }: { title: string; text: string; hint: string }) {
  return (
    <Card title={title} level={3} className={styles.card}>
      <p className={styles.emptyText}>{text}</p>
      <p className={styles.emptyHint}>{hint}</p>
    </Card>
  );
}
