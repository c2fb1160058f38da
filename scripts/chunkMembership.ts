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
    'src/shared/lib/storedFirstScreen.ts',
    'src/shared/lib/yieldToBrowser.ts',
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
    // Two tabs that changed one entry meet in the sync's one merge (favoritesMerge.ts).
    'src/data/sync/changes.ts',
    'src/data/sync/collection.ts',
    'src/data/sync/hlc.ts',
    'src/data/sync/projection.ts',
    'src/shared/lib/base64url.ts',
    'src/data/local/favoritesPersistence.ts',
    'src/data/local/persistedKey.ts',
    'src/data/local/persistence.ts',
    'src/data/local/recentSearchesPersistence.ts',
    'src/data/local/storedFavorites.ts',
    'src/data/local/storedRecentSearches.ts',
    'src/data/local/tabSync.ts',
    'src/data/local/writeTiming.ts',
    // Whether a first visit has a durable copy for the sync engine to start on (persistence.ts).
    'src/data/storage/durableCopy.ts',
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
    'src/features/offline/offlineText.ts',
    'src/features/offline/serviceWorker.ts',
    'src/features/offline/useOnline.ts',
    'src/features/shortcuts/Shortcuts.module.css',
    'src/features/shortcuts/Shortcuts.tsx',
    'src/features/shortcuts/keys.ts',
    'src/features/shortcuts/shortcutsText.ts',
    'src/features/shortcuts/useGlobalShortcuts.ts',
    'src/features/theme/ThemeSwitch.module.css',
    'src/features/theme/ThemeSwitch.tsx',
    'src/features/theme/theme.ts',
    'src/features/theme/themeText.ts',
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
    'src/features/search/extras/searchSettingsText.ts',
    'src/features/search/extras/useSearchPlace.ts',
    'src/shared/lib/useWhenVisible.ts',
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
    // The sync engine: its own chunk, after start-up (vite.config.ts's `sync` group).
    /^src\/data\/sync\/(?!linkInAddress\.ts$)/,
    /^npm:(valibot|idb|papaparse|uqr|embla-carousel.*|@tanstack\/.*)$/,
  ],
};

/**
 * The chunks every page's HTML loads as module scripts (the boot group's, and Rolldown's runtime):
 * vite.config.ts adds no preload link for them, as they are in before any dynamic import runs.
 */
export const PAGE_SCRIPTS = /(^|\/)(index|rolldown-runtime)-[\w-]+\.js$/;

/**
 * Where PAGE_SCRIPTS and the build part ways: a chunk it names that the page does not load as a
 * module script (its imports would lose their preload link and load one after another), or one
 * the page loads that it does not name (a link that fetches nothing). `assets`: the build's
 * JavaScript files; `html`: a built page.
 */
export function pageScriptProblems(assets: readonly string[], html: string): string[] {
  const loaded = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  const named = assets.filter((file) => PAGE_SCRIPTS.test(file));
  return [
    ...named.filter((file) => !loaded.includes(file)).map((file) => `${file} is not a page script`),
    ...loaded
      .filter((file) => !named.includes(file))
      .map((file) => `${file} is a page script PAGE_SCRIPTS misses`),
  ];
}

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

/**
 * Every split: each module the app loads with `import()` (or as a module worker), and why it is not
 * part of what imports it. A split costs a request and, loaded late, a wait: each needs a reason a
 * first load can measure (scripts/routeBudgets.ts), and the loading rule decides when it is fetched
 * (src/shared/lib/loading.tsx). scripts/chunkMembership.test.ts holds this list to the source.
 */
export const SPLITS: Record<string, string> = {
  // Start-up (src/boot.ts, src/main.tsx).
  'src/main.tsx':
    'The app, fetched once the HTML has painted: the boot script alone holds the paint.',
  'npm:react-dom/client':
    'React DOM runs in a task of its own beside the app, not in one long task with it.',
  'src/features/transfer/formats/readArchive.ts':
    'Letterboxd’s export archive and its unzip: only when an archive is chosen for import.',
  'src/data/local/persistence.ts':
    'Saving and restoring with the stored forms’ parser (valibot): fetched beside the app, never holding the paint.',
  'src/data/sync/storeRead.ts': 'Only a sync link’s visit reads its store at start.',
  'src/pages/SearchPage/servedSearch.ts': 'Only a search the server answered (`/?q=`) needs it.',
  'src/pages/MovieDetailPage/MovieDetailPage.tsx':
    'A page (see pageModules.ts): main.tsx reads a served film with it.',
  // Pages: a route loads its own; the others by the loading rule (src/app/lazyPage.tsx, pageLinks).
  'src/pages/FavoritesPage/FavoritesPage.tsx': 'A page; `/` stays within its 120 KB.',
  'src/pages/StatsPage/StatsPage.tsx': 'A page; `/` stays within its 120 KB.',
  'src/pages/YearPage/YearPage.tsx': 'A page; `/` stays within its 120 KB.',
  'src/pages/NotFoundPage/NotFoundPage.tsx': 'A page; `/` stays within its 120 KB.',
  'src/pages/ShelfPage/ShelfPage.tsx': 'A page (the four shelves); `/` stays within its 120 KB.',
  'src/pages/DiaryPage/DiaryPage.tsx': 'A page; `/` stays within its 120 KB.',
  // What the layout adds once the page is idle.
  'src/features/offline/NetworkNotices.tsx':
    'With the service worker’s registration, after start-up: the idle chunk.',
  'src/features/shortcuts/Shortcuts.tsx': 'Keys and their button, once idle: the idle chunk.',
  'src/features/theme/ThemeSwitch.tsx':
    'The switch, once idle (the theme itself is on from the first paint).',
  'src/features/shortcuts/help/ShortcutsHelp.tsx': 'The list of keys, on «?» only.',
  // The search page.
  'src/features/search/results/results.ts':
    'Results, «Показать ещё» and «Ничего не найдено»: fetched when the visitor reaches for the search; keeps `/` within 15 requests.',
  'src/features/search/extras/SearchPlaceKeeper.tsx':
    'The search’s extras, after hydration: one chunk (searchExtras) outside the entry.',
  'src/features/search/extras/EndlessScroll.tsx': 'The search’s extras (searchExtras).',
  'src/features/search/extras/SearchSettingsMenu.tsx': 'The search’s extras (searchExtras).',
  'src/api/schemas.ts':
    'OMDb answers’ schemas (valibot): with saving and restoring, never in the entry.',
  'src/api/seasonSchema.ts':
    'A series’ season answer, read only once a season is first asked for: no page loads it at start.',
  // The favorites.
  'src/features/favorites/grid/FavoritesGrid.tsx':
    'The grid and its virtualiser (5.6 KB): merged into the favorites page it would grow that first load by 5 KB; fetched by the loading rule, «Сетка» waits in a transition.',
  'src/features/favorites/personal/PersonalDialog.tsx':
    'A card’s editor (3.6 KB): fetched by the loading rule while a list shows.',
  'src/features/favorites/personal/PersonalEditor.tsx':
    'The film page’s editor: the served film page hydrates without it.',
  'src/features/transfer/ImportDialog.tsx':
    'The import with its parsers (17 KB): fetched by the loading rule while the list’s menu shows.',
  'src/features/transfer/ShareDialog.tsx': 'The share with its QR code (10 KB): as the import.',
  'src/features/transfer/importWorker.ts': 'Parses a large import off the main thread.',
  'src/features/transfer/exportFiles.ts': 'The export’s formats, on «Экспорт» only.',
  'src/features/transfer/shelfExport.ts': 'A shelf’s export formats, on its «Экспорт» only.',
  'src/features/seasons/SeriesSeasons.tsx':
    'A series’ seasons: only a series’ page draws them, once the app has taken over.',
  'src/features/seasons/NextEpisode.tsx':
    '«Следующая серия»: only the series’ page and «Смотрю» draw it, after take-over.',
  'src/features/transfer/shareLink.ts': 'Only an address with `#share=` reads it.',
  'src/features/transfer/transferText.ts':
    'The import’s texts, which its dialog has loaded already.',
  'src/data/storage/storage.ts': 'Storage checks of an import of thousands, before it is saved.',
  'src/data/local/storedFavorites.ts': 'The stored form’s size, for the same checks.',
  // The films' details.
  'src/features/details/detailsStore.ts': 'IndexedDB (idb): only where details are kept or read.',
  'src/features/details/storedDetail.ts': 'A kept film, only when OMDb does not answer.',
  // Sync.
  'src/data/sync/startSync.ts': 'The sync engine, after start-up: one chunk (sync).',
  'src/data/sync/ui/SyncDialog.tsx': 'On «Синхронизация» only.',
  'src/data/sync/ui/JoinDialog.tsx': 'A sync link’s dialog, only for such an address.',
};
