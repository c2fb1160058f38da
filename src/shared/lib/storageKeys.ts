/** Every localStorage key of the app, in one place (also read by the build: scripts/themeScript.ts). */
export const storageKeys = {
  favorites: 'favorites',
  recentSearches: 'recentSearches',
  searchSettings: 'searchSettings',
  /** The visitor's theme: 'light' or 'dark'; none (or anything else) follows the system. */
  theme: 'theme',
  backupSuffix: '.backup',
} as const;
