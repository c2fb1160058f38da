import type { ReactNode } from 'react';
import type { MovieSummary } from '../../../api/types';
import { MovieCard } from './MovieCard';
import styles from '../../../shared/ui/CardGrid.module.css';

export interface MovieGridProps {
  movies: readonly MovieSummary[];
  label?: string;
  /** A per-card control, e.g. a favorite button. */
  renderAction?: (movie: MovieSummary) => ReactNode;
  /** How many leading posters load eagerly (the first screenful). */
  eagerCount?: number;
}

export function MovieGrid({ movies, label, renderAction, eagerCount = 4 }: MovieGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {movies.map((movie, index) => (
        <li key={movie.imdbID} className={styles.item}>
          <MovieCard
            movie={movie}
            action={renderAction?.(movie)}
            eagerPoster={index < eagerCount}
          />
        </li>
      ))}
    </ul>
  );
}
