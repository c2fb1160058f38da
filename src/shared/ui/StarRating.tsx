import styles from './StarRating.module.css';

export interface StarRatingProps {
  /** From 0 to 5, in steps of a half. */
  value: number;
  label: string;
}

const STARS = [1, 2, 3, 4, 5];

function fillOf(star: number, value: number): 'full' | 'half' | 'empty' {
  if (value >= star) return 'full';
  if (value >= star - 0.5) return 'half';
  return 'empty';
}

/** Read-only: one image with a spoken label, the stars themselves are decoration. */
export function StarRating({ value, label }: StarRatingProps) {
  const rounded = Math.round(Math.min(5, Math.max(0, value)) * 2) / 2;
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {STARS.map((star) => (
        <span
          key={star}
          className={`${styles.star} ${styles[fillOf(star, rounded)]}`}
          aria-hidden="true"
        >
          ★
        </span>
      ))}
    </span>
  );
}
