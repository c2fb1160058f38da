import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { statsText } from '../statsText';
import { Card } from '../../../shared/ui/Card';
import type { ComparedFilm, VersusImdb } from '../insights/yourRatings';
import { EmptyCard } from './EmptyCard';
import styles from './VersusImdbCard.module.css';

const { versusCard: text } = statsText;

function FilmList({
  title,
  films,
  reserve,
}: {
  title: string;
  films: readonly ComparedFilm[];
  /** Keep room for five films: details are still arriving. */
  reserve: boolean;
}) {
  const headingId = useId();
  return (
    <div className={styles.side}>
      <h4 id={headingId} className={styles.sideTitle}>
        {title}
      </h4>
      {films.length === 0 && !reserve ? (
        <p className={styles.none}>{text.none}</p>
      ) : (
        <ol
          className={reserve ? `${styles.films} ${styles.reserve}` : styles.films}
          aria-labelledby={headingId}
        >
          {films.map((film) => (
            <li key={film.imdbID} className={styles.film}>
              <Link className={styles.title} to={paths.movie.getHref(film.imdbID)}>
                {film.title}
              </Link>
              <span className={styles.figures}>
                {text.figures(film.yours, film.imdb, film.difference)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * The visitor's ratings against IMDb's: the average difference, and the five films furthest above
 * and below it, each a link to its page. IMDb's ratings come with the details, which may still be
 * arriving (`drawn` false): the lists keep room for five until then.
 */
export function VersusImdbCard({
  versus,
  hasRatings,
  drawn,
}: {
  versus: VersusImdb;
  /** Whether the visitor rated any favorite at all. */
  hasRatings: boolean;
  drawn: boolean;
}) {
  const titleId = useId();
  if (!hasRatings) return <EmptyCard title={text.title} text={text.empty} hint={text.emptyHint} />;
  return (
    <Card title={text.title} titleId={titleId} level={3} className={styles.card}>
      <p className={styles.summary}>{text.summary(versus)}</p>
      <FilmList title={text.above} films={versus.above} reserve={!drawn} />
      <FilmList title={text.below} films={versus.below} reserve={!drawn} />
    </Card>
  );
}
