import { favoritesText } from '../favoritesText';
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
      <ControlButton
        label={playing ? favoritesText.pause : favoritesText.play}
        sign={playing ? '❚❚' : '▶'}
        onClick={onToggle}
      />
      <ControlButton label={favoritesText.previous} sign="‹" disabled={!canPrev} onClick={onPrev} />
      <ControlButton label={favoritesText.next} sign="›" disabled={!canNext} onClick={onNext} />
    </div>
  );
}

/** One of the controls: a sign for the eye, its label for screen readers and as its tooltip. */
function ControlButton({
  label,
  sign,
  disabled,
  onClick,
}: {
  label: string;
  sign: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{sign}</span>
    </button>
  );
}
