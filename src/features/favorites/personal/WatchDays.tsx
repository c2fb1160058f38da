import { useEffect, useId, useState, type FormEvent } from 'react';
import { useShownAfterPaint } from '../../../shared/lib/useShownAfterPaint';
import { dayFormat, formatDay } from '../../../shared/lib/calendarDay';
import { whenIdle } from '../../../shared/lib/whenIdle';
import { personalText } from './personalText';
import { Button } from '../../../shared/ui/Button';
import { isWatchDay, today } from '../state/personal';
import styles from './WatchDays.module.css';

export interface WatchDaysProps {
  days: readonly string[];
  /** A day to add: a real day, not after today, not listed yet (checked here). */
  onAdd: (day: string) => void;
  onRemove: (day: string) => void;
}

type Problem = 'future' | 'bad' | 'repeated';

const DAY_FORMAT_IDLE_MS = 5000;

const problemText: Record<Problem, string> = {
  future: personalText.futureDay,
  bad: personalText.badDay,
  repeated: personalText.repeatedDay,
};

function problemOf(day: string, latest: string, days: readonly string[]): Problem | null {
  if (!isWatchDay(day)) return 'bad';
  if (day > latest) return 'future';
  return days.includes(day) ? 'repeated' : null;
}

/**
 * The days the film was watched, each with its remove button, and a date field (today unless
 * changed, never later) that adds one: a rewatch is one more day.
 */
export function WatchDays({ days, onAdd, onRemove }: WatchDaysProps) {
  const fieldId = useId();
  const errorId = useId();
  const latest = today();
  const [day, setDay] = useState(latest);
  const [problem, setProblem] = useState<Problem | null>(null);
  // The first date field of a page costs Chromium 30–60 ms to make, style and lay out (its parts
  // and the locale's format; ten times that on a low-tier phone): it comes in a render of its own
  // once the editor has painted, so a press that opens the editor shows it without waiting for
  // that. Until then a box of the field's size holds its place.
  const fieldShown = useShownAfterPaint();
  // The days are written by the page's first date formatter, whose making (over 100 ms on a
  // low-tier phone) would fall in the press that adds the first day («Просмотрено сегодня» on the
  // film page): it is made ahead, once the field is in and the browser is idle.
  useEffect(
    () => (fieldShown ? whenIdle(dayFormat, { timeoutMs: DAY_FORMAT_IDLE_MS }) : undefined),
    [fieldShown],
  );

  // The browser's own check would stop a future day silently in some browsers; this one says why.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemOf(day, latest, days);
    setProblem(found);
    if (found === null) onAdd(day);
  };

  return (
    <div className={styles.days}>
      {days.length === 0 ? (
        <p className={styles.none}>{personalText.notWatched}</p>
      ) : (
        <ul className="chip-row">
          {days.map((watched) => (
            <li key={watched} className={styles.day}>
              <span>{formatDay(watched)}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={personalText.removeWatch(watched)}
                title={personalText.removeWatch(watched)}
                onClick={() => onRemove(watched)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.add} noValidate onSubmit={submit}>
        <label htmlFor={fieldId} className={styles.label}>
          {personalText.watchDay}
        </label>
        {fieldShown ? (
          <input
            id={fieldId}
            type="date"
            className={styles.field}
            value={day}
            max={latest}
            required
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => {
              setDay(event.target.value);
              setProblem(null);
            }}
          />
        ) : (
          <span className={styles.field} aria-hidden="true" />
        )}
        <Button type="submit" size="sm">
          {personalText.addWatch}
        </Button>
      </form>
      {problem && (
        <p id={errorId} className={styles.error} role="alert">
          {problemText[problem]}
        </p>
      )}
    </div>
  );
}
