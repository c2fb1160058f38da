import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import styles from './BarList.module.css';

export interface BarItem {
  key: string;
  /** The whole row in words ("2010 — 3 фильма"): the bar itself is decoration. */
  label: string;
  /** From 0 to 1, relative to the largest value shown. */
  share: number;
  /** Where the row leads (the favorites filtered by it); none: plain text. */
  href?: string;
}

/** A horizontal bar chart that reads as a plain list: every row carries its numbers as text. */
export interface BarListProps {
  /** Names the list for assistive technology (usually the card's title). */
  label: string;
  items: readonly BarItem[];
}

export function BarList({ label, items }: BarListProps) {
  return (
    <ol className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.row}>
          {item.href ? (
            <Link className={`${styles.label} ${styles.link}`} to={item.href}>
              {item.label}
            </Link>
          ) : (
            <span className={styles.label}>{item.label}</span>
          )}
          <span className={styles.track} aria-hidden="true">
            <span className={styles.bar} style={{ '--share': item.share } as CSSProperties} />
          </span>
        </li>
      ))}
    </ol>
  );
}
