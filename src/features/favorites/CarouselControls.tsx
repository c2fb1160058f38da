import { text } from '../../shared/text';
import styles from './CarouselControls.module.css';

export interface CarouselControlsProps {
  playing: boolean;
  canPrev: boolean;
  canNext: boolean;
  onToggle: () => void;
  onPrev: () => void;
  onNext: () => void;
}

/** Rotation control first, as the WAI-ARIA carousel pattern advises, then previous and next. */
export function CarouselControls(props: CarouselControlsProps) {
  const { playing, canPrev, canNext, onToggle, onPrev, onNext } = props;
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.button}
        aria-label={playing ? text.favorites.pause : text.favorites.play}
        title={playing ? text.favorites.pause : text.favorites.play}
        onClick={onToggle}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <button
        type="button"
        className={styles.button}
        aria-label={text.favorites.previous}
        title={text.favorites.previous}
        disabled={!canPrev}
        onClick={onPrev}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={styles.button}
        aria-label={text.favorites.next}
        title={text.favorites.next}
        disabled={!canNext}
        onClick={onNext}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
