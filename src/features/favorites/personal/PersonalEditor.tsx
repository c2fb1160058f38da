import { useId } from 'react';
import type { MovieSummary } from '../../../api/types';
import { personalText } from './personalText';
import { withNote, withoutWatch, withRating, withWatch } from '../state/personal';
import { NoteField } from './NoteField';
import { RatingInput } from './RatingInput';
import { usePersonalEdit } from './usePersonalEdit';
import { WatchDays } from './WatchDays';
import styles from './PersonalEditor.module.css';

export interface PersonalEditorProps {
  /** A detail object is fine: only its summary is stored, should the film be added. */
  movie: MovieSummary;
  /** The film page titles it with a heading of its own; a dialog's title says it already. */
  titled?: boolean;
}

/**
 * The visitor's rating, watch days and note of one film, each saved as it changes. For a film not
 * in favorites it says that setting any of them adds the film.
 */
export function PersonalEditor({ movie, titled = false }: PersonalEditorProps) {
  const headingId = useId();
  const { record, edit } = usePersonalEdit(movie);

  return (
    <section className={styles.editor} aria-labelledby={titled ? headingId : undefined}>
      {titled && (
        <h2 id={headingId} className={styles.heading}>
          {personalText.heading}
        </h2>
      )}
      {!record && <p className={styles.hint}>{personalText.notFavoriteHint}</p>}
      <div className={styles.part}>
        <h3 className={styles.subheading}>{personalText.rating}</h3>
        <RatingInput
          rating={record?.rating}
          autoFocus={!titled}
          onChange={(rating) => edit((base) => withRating(base, rating ?? null))}
        />
      </div>
      <div className={styles.part}>
        <h3 className={styles.subheading}>{personalText.watched}</h3>
        <WatchDays
          days={record?.watched ?? []}
          onAdd={(day) => edit((base) => withWatch(base, day))}
          onRemove={(day) => edit((base) => withoutWatch(base, day))}
        />
      </div>
      <NoteField
        note={record?.note ?? ''}
        onSave={(note) => edit((base) => withNote(base, note))}
      />
    </section>
  );
}

export default PersonalEditor;
