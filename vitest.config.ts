import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Client tests that need a module graph of their own: they replace a module with `vi.mock`
 * (another file may have loaded the real one), or they test what happens once per page load —
 * a lazy page's first fetch, a listener the page adds once, the start-up timer.
 */
const FRESH_MODULE_GRAPH = [
  'src/app/RouteErrorBoundary.test.tsx',
  'src/app/pageLoadingStates.test.tsx',
  'src/app/pageSwitch.test.tsx',
  'src/app/prefetch.test.tsx',
  'src/data/storage/onStoredChange.test.ts',
  // Count the collator or the date formatter a module makes (made once per page).
  'src/features/favorites/listView/FavoritesFilters.collator.test.tsx',
  'src/features/favorites/personal/WatchDays.formatter.test.tsx',
  'src/features/favorites/carousel/FavoritesCarousel.test.tsx',
  'src/pages/FavoritesPage/FavoritesPage.test.tsx',
  'src/pages/FavoritesPage/FavoritesPage.tools.test.tsx',
  'src/prerender.test.tsx',
  'src/shared/lib/afterStartup.test.ts',
  // Counts the number formatters a fresh copy of the module makes (vi.resetModules).
  'src/shared/lib/plural.test.ts',
  'src/ssr/framePages.test.tsx',
];

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  test: {
    globals: true,
    // `npm run test:deep` (vitest --mode deep): every property test at its full count of cases
    // (src/test/propertyRuns.ts); the ordinary run uses each one's quick count.
    env: mode === 'deep' ? { FC_DEEP: '1' } : {},
    // A test's time limit catches a hang; it is not a speed test. Vitest's 5 s failed page tests
    // (their lazy chunks, MSW, jsdom) on a busy machine while they were only slow.
    testTimeout: 30_000,
    // Vitest's default, one worker fewer than the cores, leaves half of a two-core machine idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Files share a worker's jsdom and module graph (a fresh one per file took 80% of the
        // run); the setup file resets what tests touch: storage, IndexedDB, MSW, the DOM.
        extends: true,
        test: {
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: FRESH_MODULE_GRAPH,
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'client-fresh',
          include: FRESH_MODULE_GRAPH,
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
    ],
  },
}));
