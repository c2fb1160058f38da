import type { ReactNode } from 'react';
import { yearText as t } from '../../features/year/yearText';
import styles from './YearPage.module.css';

/**
 * The year page around its content: its title, heading and lead. The server sends it with the
 * loading state (the data is the visitor's, in their browser), and the app fills it in.
 */
export function YearFrame({ year, children }: { year: number; children: ReactNode }) {
  return (
    <div className="page-column">
      <title>{t.title(year)}</title>
      <header className="page-header">
        <h1>{t.heading(year)}</h1>
        <p className={styles.subtitle}>{t.subtitle}</p>
      </header>
      {children}
    </div>
  );
}
