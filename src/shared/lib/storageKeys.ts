/** Every localStorage key of the app, in one place (the boot script reads the theme's). */
export const storageKeys = {
  favorites: 'favorites',
  recentSearches: 'recentSearches',
  searchSettings: 'searchSettings',
  /** The visitor's theme: 'light' or 'dark'; none (or anything else) follows the system. */
  theme: 'theme',
  backupSuffix: '.backup',
} as const;
