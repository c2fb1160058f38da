import { text } from '../../shared/text';
import styles from './ViewToggle.module.css';

export type FavoritesView = 'carousel' | 'grid';

const VIEWS: readonly { view: FavoritesView; label: string }[] = [
  { view: 'carousel', label: text.favorites.carousel },
  { view: 'grid', label: text.favorites.grid },
];

export interface ViewToggleProps {
  view: FavoritesView;
  onChange: (view: FavoritesView) => void;
}

/** Two pressed/unpressed buttons rather than tabs: the views show the same list, not panels. */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  return (
    <div className={styles.group} role="group" aria-label={text.favorites.viewLabel}>
      {VIEWS.map((option) => (
        <button
          key={option.view}
          type="button"
          className={styles.option}
          aria-pressed={view === option.view}
          onClick={() => onChange(option.view)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
