import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { personalText } from './personalText';
import { RATING_MAX } from '../state/personal';
import { StarIcons } from '../../../shared/ui/StarRating';
import { ratingAtPointer, ratingForKey, type Rating } from './ratingScale';
import styles from './RatingInput.module.css';

export interface RatingInputProps {
  rating: Rating;
  /** A new rating, or undefined to clear it; only called when it differs. */
  onChange: (rating: Rating) => void;
  /** Marked to take focus when a dialog holding it opens. */
  autoFocus?: boolean;
}

/**
 * The visitor's rating as five stars with halves, one ARIA slider from 0 (none) to 10: keys as
 * ratingForKey says, a press or a drag on the stars (the first half of a star is its half value),
 * and a hover that previews. Its name says the value, which is also written beside the stars.
 */
export function RatingInput({ rating, onChange, autoFocus = false }: RatingInputProps) {
  const hintId = useId();
  const starsRef = useRef<HTMLSpanElement>(null);
  const [preview, setPreview] = useState<number | null>(null);
  const [pressed, setPressed] = useState(false);
  const shown = preview ?? rating;

  const set = (next: Rating) => {
    if (next !== rating) onChange(next);
  };

  const pointed = (event: PointerEvent) => {
    const box = starsRef.current?.getBoundingClientRect();
    return box ? ratingAtPointer(event.clientX - box.left, box.width) : (rating ?? 1);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = ratingForKey(event.key, rating);
    if (next === null) return;
    event.preventDefault();
    set(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setPressed(true);
    setPreview(pointed(event));
  };
  const onPointerMove = (event: PointerEvent) => setPreview(pointed(event));
  const onPointerUp = (event: PointerEvent) => {
    if (!pressed) return;
    setPressed(false);
    setPreview(null);
    set(pointed(event));
  };
  const onPointerLeave = () => {
    if (!pressed) setPreview(null);
  };
  const onPointerCancel = () => {
    setPressed(false);
    setPreview(null);
  };

  return (
    <div className={styles.row}>
      <div
        role="slider"
        tabIndex={0}
        data-autofocus={autoFocus || undefined}
        className={styles.slider}
        aria-label={personalText.ratingName(rating)}
        aria-valuemin={0}
        aria-valuemax={RATING_MAX}
        aria-valuenow={rating ?? 0}
        aria-valuetext={personalText.ratingValue(rating)}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
      >
        <span
          ref={starsRef}
          className={styles.stars}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerLeave={onPointerLeave}
          onPointerCancel={onPointerCancel}
        >
          <StarIcons value={(shown ?? 0) / 2} />
        </span>
        <span className={styles.value}>{personalText.ratingValue(shown)}</span>
      </div>
      <span id={hintId} className="visually-hidden">
        {personalText.ratingHint}
      </span>
      {rating !== undefined && (
        <button type="button" className={styles.clear} onClick={() => set(undefined)}>
          {personalText.clearRating}
        </button>
      )}
    </div>
  );
}
