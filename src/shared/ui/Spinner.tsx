import type { ReactNode } from 'react';
import styles from './Spinner.module.css';

export function Spinner({ label, hint }: { label: ReactNode; hint?: ReactNode }) {
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.label}>{label}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}
