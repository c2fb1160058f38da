import { useId, type ReactNode } from 'react';
import type { MovieDetail } from '../../api/types';
import { movieTypeLabel } from '../../shared/lib/movieType';
import { moviePageText } from '../../shared/text/moviePage';
import { Poster } from '../../shared/ui/Poster';
import { Tag } from '../../shared/ui/Tag';
import { MovieFacts } from './MovieFacts';
import { MovieRating } from './MovieRating';
import styles from './MovieDetails.module.css';

/**
 * Everything about one loaded movie: poster beside the facts on wide screens, above them on narrow
 * ones. `after` ends the facts' column.
 */
export function MovieDetails({ movie, after }: { movie: MovieDetail; after?: ReactNode }) {
  const plotId = useId();
  const ratingsId = useId();
  const tags = [
    { kind: 'year', value: movie.year || null },
    { kind: 'type', value: movie.type ? movieTypeLabel(movie.type) : null },
    { kind: 'rated', value: movie.rated },
  ].filter((tag): tag is { kind: string; value: string } => tag.value !== null);

  return (
    <article className={styles.layout}>
      <div className={styles.poster}>
        <Poster src={movie.poster} title={movie.title} priority />
      </div>
      <div className={styles.info}>
        <h1 className={styles.title}>{movie.title}</h1>
        {tags.length > 0 && (
          <ul className="chip-row" aria-label={moviePageText.tagsLabel}>
            {tags.map(({ kind, value }) => (
              <li key={kind}>
                <Tag>{value}</Tag>
              </li>
            ))}
          </ul>
        )}
        <MovieRating rating={movie.imdbRating} votes={movie.imdbVotes} />
        <MovieFacts movie={movie} />
        {movie.plot && (
          <section aria-labelledby={plotId} className={styles.section}>
            <h2 id={plotId} className={styles.heading}>
              {moviePageText.plot}
            </h2>
            <p className={styles.plot}>{movie.plot}</p>
          </section>
        )}
        {movie.ratings.length > 0 && (
          <section aria-labelledby={ratingsId} className={styles.section}>
            <h2 id={ratingsId} className={styles.heading}>
              {moviePageText.ratings}
            </h2>
            <ul className={styles.ratings}>
              {movie.ratings.map(({ source, value }) => (
                <li key={source}>{`${source}: ${value}`}</li>
              ))}
            </ul>
          </section>
        )}
        {after}
      </div>
    </article>
  );
}
