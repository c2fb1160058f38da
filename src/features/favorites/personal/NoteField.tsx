import { useEffect, useId, useRef, useState } from 'react';
import { personalText } from './personalText';
import { NOTE_MAX } from '../state/personal';
import styles from './NoteField.module.css';

/** Typing that pauses this long is saved; leaving the field or the page saves at once. */
export const NOTE_SAVE_DELAY = 600;

export interface NoteFieldProps {
  /** The saved note ('' for none). */
  note: string;
  onSave: (note: string) => void;
}

/**
 * The private note: a text area that stops at NOTE_MAX characters, with its count. It saves itself
 * when typing pauses, on leaving the field, on leaving the page and when it goes away (a
 * navigation, a closed dialog), so nothing typed is lost. A saved note that changes elsewhere (the
 * film removed from favorites, another tab) replaces the text here.
 */
export function NoteField({ note, onSave }: NoteFieldProps) {
  const fieldId = useId();
  const countId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(note);
  const [saved, setSaved] = useState(note);
  if (note !== saved) {
    setSaved(note);
    setDraft(note);
  }

  // What waits to be saved, and the latest onSave: read by the timer and the clean-ups.
  const pending = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const save = useRef(onSave);
  useEffect(() => {
    save.current = onSave;
  }, [onSave]);

  const flush = useRef(() => {
    window.clearTimeout(timer.current);
    const text = pending.current;
    pending.current = null;
    if (text !== null) save.current(text);
  });

  useEffect(() => {
    const flushNow = flush.current;
    const flushIfHidden = () => {
      if (document.visibilityState === 'hidden') flushNow();
    };
    // Capturing: before the app's own listeners write the favorites to storage for the last time.
    window.addEventListener('pagehide', flushNow, { capture: true });
    document.addEventListener('visibilitychange', flushIfHidden, { capture: true });
    return () => {
      window.removeEventListener('pagehide', flushNow, { capture: true });
      document.removeEventListener('visibilitychange', flushIfHidden, { capture: true });
      flushNow();
    };
  }, []);

  const change = (text: string) => {
    const kept = text.slice(0, NOTE_MAX);
    setDraft(kept);
    pending.current = kept;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(flush.current, NOTE_SAVE_DELAY);
  };

  return (
    <div className={styles.note}>
      <label htmlFor={fieldId} className={styles.label}>
        {personalText.note}
      </label>
      <textarea
        id={fieldId}
        className={styles.field}
        value={draft}
        maxLength={NOTE_MAX}
        rows={4}
        aria-describedby={`${hintId} ${countId}`}
        onChange={(event) => change(event.target.value)}
        onBlur={() => flush.current()}
      />
      <div className={styles.footer}>
        <span id={hintId}>{personalText.noteHint}</span>
        <span
          id={countId}
          className={draft.length >= NOTE_MAX ? `${styles.count} ${styles.full}` : styles.count}
        >
          {personalText.noteCount(draft.length, NOTE_MAX)}
        </span>
      </div>
    </div>
  );
}
