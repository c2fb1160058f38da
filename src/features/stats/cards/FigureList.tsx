import styles from './GeneralStatsCard.module.css';

/** A card's figures, each a term over its value («Всего фильмов» — «30»). */
export function FigureList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className={styles.list}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.item}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
