import type { MovieSummary } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useHydrated } from '../../shared/lib/useHydrated';
import { Button } from '../../shared/ui/Button';
import { statusText } from './statusText';
import { selectStatus } from './state/favoritesSlice';
import { toggleWant, toggleWatchedToday, watchedOn } from './state/statusToggles';
import styles from './StatusControls.module.css';

export interface StatusControlsProps {
  /** A detail object is fine too: only its summary fields are stored. */
  movie: MovieSummary;
  /** The keys that press them too (`aria-keyshortcuts`), where the page gives them. */
  keyShortcuts?: { want: string; watchedToday: string };
}

/**
 * «Хочу посмотреть» and «Просмотрено сегодня», two toggles beside the heart. Their text stays;
 * the mark before it (+ or ✓) and `aria-pressed` say whether it is on. The server knows no one's
 * library: while a server-rendered page hydrates they show what it sent (both off), the saved
 * state right after. The changing mark also tells the page's first script that a press held
 * before the app ran no longer does what the visitor meant (src/boot/takeover.ts).
 */
export function StatusControls({ movie, keyShortcuts }: StatusControlsProps) {
  const dispatch = useAppDispatch();
  const hydrated = useHydrated();
  const wanted = useAppSelector((state) => selectStatus(state, movie.imdbID) === 'want');
  const today = useAppSelector((state) => watchedOn(state, movie.imdbID));
  const toggles = [
    {
      on: hydrated && wanted,
      label: statusText.want,
      key: keyShortcuts?.want,
      press: () => dispatch(toggleWant(movie)),
    },
    {
      on: hydrated && today,
      label: statusText.watchedToday,
      key: keyShortcuts?.watchedToday,
      press: () => dispatch(toggleWatchedToday(movie)),
    },
  ];
  return toggles.map(({ on, label, key, press }) => (
    <Button
      key={label}
      variant={on ? 'primary' : 'secondary'}
      aria-pressed={on}
      aria-keyshortcuts={key}
      onClick={press}
    >
      <span aria-hidden="true" className={styles.mark}>
        {on ? '✓' : '+'}
      </span>
      {label}
    </Button>
  ));
}
