/** Every localStorage key of the app, in one place (the theme script reads the theme's). */
export const storageKeys = {
  favorites: 'favorites',
  recentSearches: 'recentSearches',
  searchSettings: 'searchSettings',
  /** The visitor's theme: 'light' or 'dark'; none (or anything else) follows the system. */
  theme: 'theme',
  /**
   * The favorites page's first screen as last drawn (shared/lib/storedFirstScreen.ts names it too,
   * for the boot script): the first thing given up when storage is full.
   */
  firstScreen: 'favoritesFirstScreen',
  backupSuffix: '.backup',
  /** A moment's write that tells whether a larger value would fit (storage.ts, wouldFit). */
  probeSuffix: '.probe',
} as const;
