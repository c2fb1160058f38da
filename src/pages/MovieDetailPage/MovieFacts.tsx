import type { MovieDetail } from '../../api/types';
import { moviePageText } from '../../shared/text/moviePage';
import styles from './MovieFacts.module.css';

const FIELDS = [
  'genre',
  'director',
  'actors',
  'runtime',
  'released',
  'country',
  'language',
  'awards',
] as const;

/** The detail fields OMDb knows for this movie, in a fixed order; unknown ones are left out. */
export function MovieFacts({ movie }: { movie: MovieDetail }) {
  const known = FIELDS.flatMap((field) => {
    const value = movie[field];
    return value === null ? [] : [{ field, value }];
  });
  if (known.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {known.map(({ field, value }) => (
        <div key={field} className={styles.row}>
          <dt className={styles.term}>{moviePageText.fields[field]}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
