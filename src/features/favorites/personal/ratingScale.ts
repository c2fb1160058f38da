import { RATING_MAX } from '../state/personal';

/** A rating of 1–10 is a number of half stars out of five; undefined is no rating. */
export type Rating = number | undefined;

const clamp = (value: number) => Math.min(RATING_MAX, Math.max(0, value));
const orNone = (value: number): Rating => (value === 0 ? undefined : value);

/**
 * The rating a key sets, `null` for a key the control leaves alone. The slider runs from 0 (none)
 * to 10: arrows move a half star, PageUp/PageDown a whole one, Home is the lowest rating (1) and
 * End the highest, a digit sets its value (0 is 10: no one rates a film zero), Delete and
 * Backspace clear it.
 */
export function ratingForKey(key: string, rating: Rating): Rating | null {
  const current = rating ?? 0;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return orNone(clamp(current + 1));
    case 'ArrowLeft':
    case 'ArrowDown':
      return orNone(clamp(current - 1));
    case 'PageUp':
      return orNone(clamp(current + 2));
    case 'PageDown':
      return orNone(clamp(current - 2));
    case 'Home':
      return 1;
    case 'End':
      return RATING_MAX;
    case 'Delete':
    case 'Backspace':
      return undefined;
  }
  if (/^[0-9]$/.test(key)) return key === '0' ? RATING_MAX : Number(key);
  return null;
}

/**
 * The rating at a point of the row of stars, `offset` pixels from its start edge in a row `width`
 * wide: the first half of a star is its half value, the second half the whole.
 */
export function ratingAtPointer(offset: number, width: number): number {
  if (width <= 0) return 1;
  const halves = Math.ceil((offset / width) * RATING_MAX);
  return Math.min(RATING_MAX, Math.max(1, halves));
}
