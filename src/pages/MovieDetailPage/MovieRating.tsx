import { moviePageText } from '../../shared/text/moviePage';
import { StarRating } from '../../shared/ui/StarRating';
import styles from './MovieRating.module.css';

export interface MovieRatingProps {
  /** IMDb's rating out of 10; nothing is shown without one. */
  rating: number | null;
  votes: number | null;
}

export function MovieRating({ rating, votes }: MovieRatingProps) {
  if (rating === null) return null;
  return (
    <p className={styles.rating}>
      <StarRating value={rating / 2} label={moviePageText.ratingLabel(rating)} />
      <span className={styles.value}>{moviePageText.ratingValue(rating)}</span>
      {votes !== null && <span className={styles.votes}>{moviePageText.votes(votes)}</span>}
    </p>
  );
}
