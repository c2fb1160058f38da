import type { YearBucket } from '../stats';
import { Card } from '../../../shared/ui/Card';
import styles from './PopularYearsCard.module.css';
import { statsPageText } from '../statsPageText';

/** The same top years as the chart, ranked by popularity instead of by date. */
export function PopularYearsCard({ ranked }: { ranked: readonly YearBucket[] }) {
  return (
    <Card title={statsPageText.popularYears}>
      {ranked.length > 0 ? (
        <ol className="chip-row" aria-label={statsPageText.popularYears}>
          {ranked.map(({ year, count }, index) => (
            <li
              key={year}
              className={index === 0 ? `${styles.chip} ${styles.leader}` : styles.chip}
            >
              <span className={styles.rank} aria-hidden="true">
                {index + 1}
              </span>
              {statsPageText.yearRow(year, count)}
            </li>
          ))}
        </ol>
      ) : (
        <p>{statsPageText.noYear}</p>
      )}
    </Card>
  );
}
