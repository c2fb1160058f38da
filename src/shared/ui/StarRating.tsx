import styles from './StarRating.module.css';

export interface StarRatingProps {
  /** From 0 to 5, in steps of a half. */
  value: number;
  label: string;
}

const STARS = [1, 2, 3, 4, 5];

/** How full star `star` (1–5) is drawn for `value` (0–5 in halves): 3.5 is three full and a half. */
export function starFill(star: number, value: number): 'full' | 'half' | 'empty' {
  if (value >= star) return 'full';
  if (value >= star - 0.5) return 'half';
  return 'empty';
}

/** The five stars alone, decoration for whatever holds them and names the value. */
export function StarIcons({ value }: { value: number }) {
  const rounded = Math.round(Math.min(5, Math.max(0, value)) * 2) / 2;
  return STARS.map((star) => (
    <span
      key={star}
      className={`${styles.star} ${styles[starFill(star, rounded)]}`}
      aria-hidden="true"
    >
      ★
    </span>
  ));
}

/** Read-only: one image with a spoken label, the stars themselves are decoration. */
export function StarRating({ value, label }: StarRatingProps) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      <StarIcons value={value} />
    </span>
  );
}
