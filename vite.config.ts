import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { PAGE_SCRIPTS } from './scripts/chunkMembership.ts';
import { chunkReport } from './scripts/chunkReport.ts';
import { cssModuleNames } from './scripts/cssModuleNames.ts';
import { eagerCommonJs } from './scripts/eagerCommonJs.ts';
import { precompressBuild } from './scripts/precompress.ts';
import { prerenderSearchPage } from './scripts/prerender.ts';
import { pureRouter } from './scripts/pureRouter.ts';
import { themeScript } from './scripts/themeScript.ts';
import { webManifest } from './scripts/webManifest.ts';
import { omdbDemoApi } from './server/omdb/vitePlugin.ts';

// React Router's package exports name only its development build; it ships a leaner production one.
const routerProductionBuild = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * The chunks that load at start or soon after, each named by a module or a folder; a group takes
 * what its modules import too, unless a group of higher priority took it first. Which modules each
 * chunk holds is checked over dist/ by `npm run test:size` (scripts/chunkMembership.ts).
 */
/** The boot script (src/boot.ts, src/boot/) and the little it imports, before the first paint. */
const BOOT = /src\/boot(\.ts$|\/)/;
/**
 * The app: its entry module and what it imports that no other group takes; and the storage keys,
 * which saving (the persistence chunk) and the pages read: in the chunk that loads first, so a page
 * that names a key does not fetch the persistence chunk for it.
 */
const APP = /src\/(main\.tsx|data\/storage\/storageKeys\.ts)$/;
/** React DOM's renderer (with its scheduler), and React with React DOM's small shared part. */
const REACT_DOM_CLIENT =
  /node_modules\/(react-dom\/client\.js|react-dom\/cjs\/react-dom-client\.|scheduler\/)/;
const REACT = /node_modules\/(react\/|react-dom\/(index\.js|cjs\/react-dom\.production))/;

/**
 * What loads beside or after the app, one chunk per moment instead of several small ones (each
 * request costs a round trip on a phone), each a folder: saving and restoring (src/data/local/,
 * with the stored forms and their parser); the search's extras (src/features/search/extras/); and
 * what the layout adds once the page is idle (the files of offline/, shortcuts/ and theme/, not
 * their subfolders: the shortcuts' help dialog loads on demand).
 */
const LATER_CHUNKS = [
  { name: 'persistence', test: /src\/data\/local\// },
  // The sync engine and the store's reads (src/data/sync/, its ui/ and the link check aside), which
  // every page starts once start-up is over: one request where Rolldown made three. Their shared
  // imports (idb, base64url, the favorites' index) stay where the pages find them.
  {
    name: 'sync',
    test: /src\/data\/sync\/(?!linkInAddress\.ts$)[^/]+\.ts$/,
    includeDependenciesRecursively: false,
  },
  { name: 'searchExtras', test: /src\/features\/search\/extras\// },
  { name: 'idle', test: /src\/features\/(offline|shortcuts|theme)\/[^/]+$/ },
].map((group) => ({ ...group, priority: 1 }));

/**
 * The visitor's rating, watch days and note (personal.ts): read by the stored form's parser (the
 * persistence chunk) and by the pages that show or edit them. A chunk of its own, so a page that
 * asks whether a film is rated does not load the parser (and valibot) with it. The favorite's one
 * validation (validFavorite.ts, with clipText.ts and limits.ts), the poster check (presentValue.ts)
 * and the list of backups kept this visit (keptBackups.ts) ride along for the same reason: saving
 * uses them, and so do the import and the favorites page.
 */
const PERSONAL = {
  name: 'personal',
  test: /src\/(features\/favorites\/state\/(personal|validFavorite)|shared\/lib\/(clipText|limits)|data\/storage\/keptBackups|api\/presentValue)\.ts$/,
  priority: 2,
};

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    pureRouter(),
    eagerCommonJs(),
    chunkReport(),
    omdbDemoApi(),
    // Before the prerender, which makes every page from the index.html this writes the script into.
    themeScript(),
    prerenderSearchPage(),
    // After the prerender (its closeBundle runs later), so the precache lists the final HTML; before
    // the compression, which then covers sw.js too.
    VitePWA({
      // Our own worker (sw/sw.ts): each route's shell is served by route, as the server does, which
      // generateSW's single navigation fallback cannot express.
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The app registers it itself, after the first paint (src/features/offline/).
      injectRegister: false,
      manifest: webManifest,
      // The icons are among the files the glob below precaches already.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{html,js,css,svg,png,json,webmanifest,txt}'],
        // The compressed copies are the same files; the server picks them by Accept-Encoding.
        globIgnores: ['**/*.br', '**/*.gz'],
      },
      devOptions: { enabled: false },
    }),
    precompressBuild(),
  ],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: routerProductionBuild }] : [],
  },
  css: { modules: cssModuleNames },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    modulePreload: {
      polyfill: false,
      // Each preload link a dynamic import adds costs the main thread a few milliseconds on a phone.
      // The page's own scripts (the boot chunk and Rolldown's runtime) are on every page before any
      // dynamic import runs: a link for them would fetch nothing.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !PAGE_SCRIPTS.test(dep)) : deps,
    },
    // One stylesheet, which every page's HTML holds inline (scripts/prerender.ts): the HTML paints
    // styled by itself, and no chunk loaded later fetches styles of its own.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Rolldown moves modules that the app and lazy chunks share (React, the texts) out of the
          // app's chunk into chunks of their own, though the app has always loaded them first
          // (rolldown/rolldown#10731): three requests and a bigger start where one would do. The
          // app's group takes its module's imports with it, so they stay in one chunk, `app-*.js`,
          // which the boot script (src/boot.ts) imports after the first paint.
          groups: [
            { name: 'index', test: BOOT, priority: 4 },
            // React DOM's renderer runs in a task of its own, apart from the app's (src/boot.ts):
            // neither chunk imports the other, and both import React from a third.
            {
              name: 'react-dom',
              test: REACT_DOM_CLIENT,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            { name: 'react', test: REACT, priority: 2 },
            { name: 'app', test: APP, priority: 1 },
            PERSONAL,
            ...LATER_CHUNKS,
          ],
        },
      },
    },
  },
}));
