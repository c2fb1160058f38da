import { onStoredChange } from '../../data/storage/onStoredChange';

/**
 * Run by the theme script (themeScript.ts), a classic script that ends every page's head: puts the
 * stored theme on <html> before anything is drawn, and again whenever another tab changes it.
 * 'light' or 'dark' sets `data-theme`, which the tokens follow; anything else leaves the system's
 * scheme in force.
 * Returns the way to stop following (the page never does; a test does).
 */
export function followStoredTheme(key: string): () => void {
  const root = document.documentElement;
  const apply = () => {
    let choice: string | null = null;
    try {
      choice = window.localStorage.getItem(key);
    } catch {
      // Storage blocked: the system's scheme.
    }
    if (choice === 'light' || choice === 'dark') root.setAttribute('data-theme', choice);
    else root.removeAttribute('data-theme');
  };
  apply();
  return onStoredChange(key, apply);
}
