import { useId } from 'react';
import type { MovieSummary } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { statusText } from './statusText';
import { selectStatus, statusSet } from './state/favoritesSlice';
import { STATUSES, isStatus } from './state/status';
import styles from './StatusPicker.module.css';

const NONE = '';

/**
 * The film's status, any of them or none, in the platform's own list. Only the app knows the
 * visitor's library, so the film page shows it once the app runs (PersonalSection), never in the
 * server's HTML, where a choice made before the app took over would be set back by it.
 */
export function StatusPicker({ movie }: { movie: MovieSummary }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectStatus(state, movie.imdbID));
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{statusText.picker}</label>
      <select
        id={id}
        className={styles.control}
        value={status ?? NONE}
        onChange={({ target }) =>
          dispatch(statusSet(movie, isStatus(target.value) ? target.value : null))
        }
      >
        <option value={NONE}>{statusText.none}</option>
        {STATUSES.map((option) => (
          <option key={option} value={option}>
            {statusText.names[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
