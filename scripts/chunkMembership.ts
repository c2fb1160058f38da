/**
 * Which modules each chunk of vite.config.ts's groups holds, as the build reports them
 * (scripts/chunkReport.ts). The groups are folders (src/boot/, src/data/local/, a feature's
 * extras/): a file renamed or moved out of its folder lands in another chunk, and `npm run
 * test:size` says so here instead of a visitor's start-up quietly growing.
 */
export type ChunkReport = Record<string, string[]>;

/** The small chunks, module by module. */
export const EXACT_CHUNKS: ChunkReport = {
  /**
   * The boot script: what runs before the first paint. (The theme script, which runs before it, is
   * built on its own: scripts/themeScript.ts states what it holds.)
   */
  index: [
    'index.html',
    'src/app/pageModules.ts',
    'src/boot.ts',
    'src/boot/takeover.ts',
    'src/shared/paths.ts',
    'src/shared/routeMatch.ts',
  ],
  react: ['npm:react', 'npm:react-dom'],
  'react-dom': ['npm:react-dom', 'npm:scheduler'],
  /** Saving and restoring, fetched beside the app: the folder, the stored forms, their parser. */
  persistence: [
    'npm:valibot',
    'src/api/schemas.ts',
    'src/data/local/favoritesMerge.ts',
    'src/data/local/favoritesPersistence.ts',
    'src/data/local/persistedKey.ts',
    'src/data/local/persistence.ts',
    'src/data/local/recentSearchesPersistence.ts',
    'src/data/local/storedFavorites.ts',
    'src/data/local/storedRecentSearches.ts',
    'src/data/local/tabSync.ts',
    'src/data/storage/onStoredChange.ts',
    'src/data/storage/storage.ts',
  ],
  /**
   * The personal fields' canonical form: reading the stored favorites needs it, and so do the
   * pages that sort, count or edit ratings and watch days, without the parser.
   */
  personal: [
    'src/api/presentValue.ts',
    'src/data/storage/keptBackups.ts',
    'src/features/favorites/state/personal.ts',
    'src/features/favorites/state/validFavorite.ts',
    'src/shared/lib/clipText.ts',
  ],
  /** What the layout adds once the page is idle. */
  idle: [
    'src/features/offline/NetworkNotices.module.css',
    'src/features/offline/NetworkNotices.tsx',
    'src/features/offline/serviceWorker.ts',
    'src/features/offline/useOnline.ts',
    'src/features/shortcuts/Shortcuts.module.css',
    'src/features/shortcuts/Shortcuts.tsx',
    'src/features/shortcuts/keys.ts',
    'src/features/shortcuts/useGlobalShortcuts.ts',
    'src/features/theme/ThemeSwitch.module.css',
    'src/features/theme/ThemeSwitch.tsx',
    'src/features/theme/theme.ts',
    'src/shared/text/offline.ts',
    'src/shared/text/shortcuts.ts',
    'src/shared/text/theme.ts',
    'sw/contract.ts',
  ],
  /** The search page's extras, loaded after its first render. */
  searchExtras: [
    'src/features/search/extras/EndlessScroll.tsx',
    'src/features/search/extras/SearchPlaceKeeper.tsx',
    'src/features/search/extras/SearchSettingsMenu.module.css',
    'src/features/search/extras/SearchSettingsMenu.tsx',
    'src/features/search/extras/searchPlaces.ts',
    'src/features/search/extras/searchSettings.ts',
    'src/features/search/extras/useSearchPlace.ts',
    'src/shared/lib/useWhenVisible.ts',
    'src/shared/text/searchSettings.ts',
  ],
};

/**
 * The app's chunk, too big to list: what it must hold (the entry, the layout, the search page that
 * `/` shows at once), and what it must never hold (other pages, features loaded on demand, the
 * later chunks' folders).
 */
export const APP_CHUNK = {
  holds: [
    'src/main.tsx',
    'src/app/router.tsx',
    'src/app/Layout.tsx',
    // The layout shows the notices at once when a save is refused, before the idle chunk's time.
    'src/data/storage/storageHealth.ts',
    // Read by saving and by the pages: here, not in the persistence chunk (vite.config.ts).
    'src/data/storage/storageKeys.ts',
    'src/app/TakeOver.tsx',
    'src/pages/SearchPage/SearchPage.tsx',
    'src/features/search/SearchForm.tsx',
    'src/features/search/searchSlice.ts',
    'src/features/search/results/moviesSlice.ts',
    'src/features/favorites/state/favoritesSlice.ts',
    'npm:react-router',
    'npm:@reduxjs/toolkit',
  ],
  never: [
    /^src\/pages\/(MovieDetailPage|FavoritesPage|NotFoundPage|YearPage)\//,
    /^src\/pages\/StatsPage\/StatsPage\./,
    /^src\/features\/(transfer|stats|offline|shortcuts|year)\//,
    /^src\/features\/search\/extras\//,
    /^src\/data\/local\//,
    /^npm:(valibot|idb|papaparse|uqr|embla-carousel.*|@tanstack\/.*)$/,
  ],
};

/** What differs from the statement above; empty when every chunk holds what it should. */
export function chunkProblems(report: ChunkReport): string[] {
  const problems: string[] = [];
  for (const [chunk, expected] of Object.entries(EXACT_CHUNKS)) {
    const actual = new Set(report[chunk] ?? []);
    const missing = expected.filter((module) => !actual.has(module));
    const extra = [...actual].filter((module) => !expected.includes(module));
    if (missing.length > 0) problems.push(`${chunk} lacks ${missing.join(', ')}`);
    if (extra.length > 0) problems.push(`${chunk} also holds ${extra.join(', ')}`);
  }
  const app = report.app ?? [];
  const lacking = APP_CHUNK.holds.filter((module) => !app.includes(module));
  if (lacking.length > 0) problems.push(`app lacks ${lacking.join(', ')}`);
  const strays = app.filter((module) => APP_CHUNK.never.some((pattern) => pattern.test(module)));
  if (strays.length > 0) problems.push(`app holds ${strays.join(', ')}, which load later`);
  return problems;
}
