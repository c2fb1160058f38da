import type { ReactNode } from 'react';
import { personalCardText } from '../../../shared/text/personalCard';
import { formatNumber } from '../../../shared/lib/plural';
import styles from './PersonalButton.module.css';

export interface PersonalButtonProps {
  title: string;
  rating: number | undefined;
  onClick: () => void;
}

/** The button over a favorite's card that opens its rating, watch days and note; it shows ★ 8 once rated. */
export function PersonalButton({ title, rating, onClick }: PersonalButtonProps) {
  return (
    <button
      type="button"
      className={rating === undefined ? styles.button : `${styles.button} ${styles.rated}`}
      aria-label={personalCardText.button(title, rating)}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      <span aria-hidden="true">{rating === undefined ? '☆' : '★'}</span>
      {rating !== undefined && <span>{formatNumber(rating)}</span>}
    </button>
  );
}

/** The controls layered over a favorite's card, one under another. */
export function CardActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
