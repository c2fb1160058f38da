import { Link } from 'react-router';
import { Card } from './Card';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** A symbol drawn above the title, hidden from screen readers. */
  icon: string;
  title: string;
  hint: string;
  /** The one way on: a link styled as the primary button. */
  action: { label: string; href: string };
}

/** What a list shows when it holds nothing yet: what it is for, and where to go to fill it. */
export function EmptyState({ icon, title, hint, action }: EmptyStateProps) {
  return (
    <Card className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.hint}>{hint}</p>
      <Link className={`link-button ${styles.action}`} to={action.href}>
        {action.label}
      </Link>
    </Card>
  );
}
