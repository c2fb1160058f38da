import type { Ref } from 'react';
import { personalCardText } from './personalCardText';
import { switchingProps } from '../../../shared/lib/loading';
import { formatNumber } from '../../../shared/lib/plural';
import { HeartButton } from '../HeartButton';
import type { FavoriteMovie } from '../state/favoriteMovie';
import styles from './PersonalButton.module.css';

export interface PersonalButtonProps {
  title: string;
  rating: number | undefined;
  onClick: () => void;
  /** Pressed, and its editor not yet drawn after 200 ms. */
  busy?: boolean;
}

/** The button over a favorite's card that opens its rating, watch days and note; it shows ★ 8 once rated. */
export function PersonalButton({ title, rating, onClick, busy = false }: PersonalButtonProps) {
  return (
    <button
      type="button"
      className={rating === undefined ? styles.button : `${styles.button} ${styles.rated}`}
      aria-label={personalCardText.button(title, rating)}
      aria-haspopup="dialog"
      {...switchingProps(busy)}
      onClick={onClick}
    >
      <span aria-hidden="true">{rating === undefined ? '☆' : '★'}</span>
      {rating !== undefined && <span>{formatNumber(rating)}</span>}
    </button>
  );
}

export interface FavoriteCardActionsProps {
  movie: FavoriteMovie;
  heartRef: Ref<HTMLButtonElement>;
  /** Without it there is no heart: a shelf's cards only open the rating, days and note. */
  onRemove?: () => void;
  onEdit: () => void;
  editBusy?: boolean;
}

/** The controls layered over a favorite's card, one under another: the heart, then ★. */
export function FavoriteCardActions({
  movie,
  heartRef,
  onRemove,
  onEdit,
  editBusy = false,
}: FavoriteCardActionsProps) {
  return (
    <div className={styles.actions}>
      {onRemove && <HeartButton ref={heartRef} movieTitle={movie.title} onClick={onRemove} />}
      <PersonalButton title={movie.title} rating={movie.rating} onClick={onEdit} busy={editBusy} />
    </div>
  );
}
