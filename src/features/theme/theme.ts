import { readItem, storageKeys, writeItem } from '../../data/storage/storage';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** What a stored value means: 'light' or 'dark' as they are, anything else the system's. */
export function parseTheme(raw: string | null): ThemeChoice {
  return raw === 'light' || raw === 'dark' ? raw : 'system';
}

export function readTheme(): ThemeChoice {
  const stored = readItem(storageKeys.theme);
  return parseTheme(stored.ok ? stored.raw : null);
}

/** Puts a choice on the page at once, as the theme script does on the next load (themeBoot.ts). */
export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
}

/** Keeps the choice for the next visits and the other tabs (whose theme script applies it). */
export function saveTheme(choice: ThemeChoice): void {
  writeItem(storageKeys.theme, choice);
  applyTheme(choice);
}
