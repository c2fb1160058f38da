// Also compiled with the build scripts (scripts/themeScript.ts), whose settings have no DOM.
/// <reference lib="dom" />
/**
 * The page's first script (scripts/themeScript.ts makes a classic script file of it, which every
 * page's <head> loads before its body): puts the stored theme on <html> before the first paint,
 * and again whenever another tab changes it. 'light' or 'dark' sets `data-theme`, which the tokens
 * follow; anything else leaves the system's scheme in force.
 *
 * It runs on its own, as its source text: it may use nothing from outside its body, and stays a
 * few hundred bytes, as every page waits for it.
 */
export function followStoredTheme(key: string): void {
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
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) apply();
  });
}
