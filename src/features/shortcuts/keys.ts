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

/** Whether the keydown is `f` (a film's favorite), Shift not held. */
export function isFavoriteKey(event: KeyboardEvent): boolean {
  return !event.shiftKey && (event.code === 'KeyF' || event.key === 'f');
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
