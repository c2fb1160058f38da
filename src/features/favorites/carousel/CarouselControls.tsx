import { favoritesText } from '../../../shared/text/favorites';
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
        aria-label={playing ? favoritesText.pause : favoritesText.play}
        title={playing ? favoritesText.pause : favoritesText.play}
        onClick={onToggle}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <button
        type="button"
        className={styles.button}
        aria-label={favoritesText.previous}
        title={favoritesText.previous}
        disabled={!canPrev}
        onClick={onPrev}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={styles.button}
        aria-label={favoritesText.next}
        title={favoritesText.next}
        disabled={!canNext}
        onClick={onNext}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
