/**
 * The keys of the app's single-key shortcuts, told apart from typing, on any keyboard layout: the
 * character (`key`) serves layouts that type it, the physical key (`code`) the Russian layout, where
 * the `/` key types «.» and the F key types «а».
 */

/** `/` (go to the search box) or `?` (list the shortcuts), if the keydown is either. */
export function slashShortcutOf(event: KeyboardEvent): '/' | '?' | null {
  const slashKey = event.code === 'Slash';
  if (event.key === '?' || (slashKey && event.shiftKey)) return '?';
  return event.key === '/' || slashKey ? '/' : null;
}

/** The film page's keys: its heart, «Хочу посмотреть» and «Просмотрено сегодня». */
export const FILM_KEYS = { favorite: 'f', want: 'w', watchedToday: 't' } as const;

export type FilmKey = keyof typeof FILM_KEYS;

/**
 * Which of the film page's keys the keydown is, Shift not held: the character where the layout
 * types a Latin letter, else the physical key (on the Russian layout the F key types «а»).
 */
export function filmKeyOf(event: KeyboardEvent): FilmKey | null {
  if (event.shiftKey) return null;
  const latin = /^[a-z]$/i.test(event.key);
  const letter = latin
    ? event.key.toLowerCase()
    : /^Key([A-Z])$/.exec(event.code)?.[1]?.toLowerCase();
  const keys = Object.keys(FILM_KEYS) as FilmKey[];
  return keys.find((name) => FILM_KEYS[name] === letter) ?? null;
}

const FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * Whether a keydown must be left alone: typed into a field, part of a browser or system shortcut
 * (Ctrl, Meta, Alt), held down, mid-composition, already handled, or pressed while a dialog is
 * open (the page behind it is out of reach) — unless `overDialog` says the open dialog allows it.
 */
export function isIgnored(event: KeyboardEvent, overDialog = false): boolean {
  return (
    event.ctrlKey ||
    event.metaKey ||
    event.altKey ||
    event.repeat ||
    event.isComposing ||
    event.defaultPrevented ||
    (event.target instanceof Element && event.target.closest(FIELD) !== null) ||
    (!overDialog && document.querySelector('dialog[open]') !== null)
  );
}
