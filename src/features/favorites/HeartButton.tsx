import type { ComponentPropsWithRef } from 'react';
import { favoritesText } from './favoritesText';
import styles from './HeartButton.module.css';

export interface HeartButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'title'
> {
  /** So each of many hearts on a page has its own accessible name. */
  movieTitle: string;
}

/** The filled heart on a favorite's card: pressing it removes (or asks to remove) the movie. */
export function HeartButton({ movieTitle, className, ...rest }: HeartButtonProps) {
  return (
    <button
      type="button"
      className={[styles.heart, className].filter(Boolean).join(' ')}
      aria-label={favoritesText.removeNamed(movieTitle)}
      title={favoritesText.remove}
      {...rest}
    >
      <span aria-hidden="true">♥</span>
    </button>
  );
}
