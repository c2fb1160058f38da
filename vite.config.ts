import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressBuild } from './scripts/precompress.ts';
import { prerenderSearchPage } from './scripts/prerender.ts';
import { pureRouter } from './scripts/pureRouter.ts';
import { webManifest } from './scripts/webManifest.ts';
import { omdbDemoApi } from './server/omdb/vitePlugin.ts';

// React Router's package exports name only its development build; it ships a leaner production one.
const routerProductionBuild = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** The app's module and what Rolldown would otherwise split away from it (see `codeSplitting`). */
const APP_MODULES = /src\/main\.tsx$|src\/shared\/text\.ts$|src\/shared\/lib\/plural\.ts$/;

/** React DOM's renderer (with its scheduler), and React with React DOM's small shared part. */
const REACT_DOM_CLIENT =
  /node_modules\/(react-dom\/client\.js|react-dom\/cjs\/react-dom-client\.|scheduler\/)/;
const REACT = /node_modules\/(react\/|react-dom\/(index\.js|cjs\/react-dom\.production))/;

/**
 * The boot script and the little it needs: left to itself Rolldown would put them in the app's
 * chunk, and the boot script would download the whole app before the first paint.
 */
const BOOT_MODULES =
  /src\/boot\.ts$|src\/boot\/|src\/features\/theme\/themeBoot\.ts$|src\/shared\/lib\/storageKeys\.ts$|src\/app\/(pageModules|paths|routeMatch)\.ts$|vite\/preload-helper/;

/**
 * What loads beside or after the app, in one chunk per moment instead of several small ones (each
 * request costs a round trip on a phone): saving and restoring, with the favorites' parser; the
 * answers' schemas with valibot; the search's extras (endless scrolling, its settings, the place
 * keeper); and what comes once the page is idle (the shortcuts, the offline notices).
 */
const LATER_CHUNKS = [
  {
    name: 'persistence',
    test: /src\/app\/(persistence|favoritesPersistence|recentSearchesPersistence|tabSync)\.ts$|src\/features\/search\/recentSearchesStorage\.ts$|src\/shared\/lib\/(whenIdle|persistedKey|storage|storageKeys)\.ts$|src\/features\/favorites\/(favoritesSync|favoritesStorage)\.ts$/,
  },
  { name: 'schemas', test: /src\/api\/schemas\.ts$|node_modules\/valibot\// },
  {
    name: 'searchExtras',
    test: /src\/features\/search\/(EndlessScroll|SearchSettingsMenu|searchSettings)|src\/shared\/lib\/useWhenVisible\.ts$|src\/shared\/text\/searchSettings\.ts$|src\/pages\/SearchPage\/(SearchPlaceKeeper|useSearchPlace|searchPlaces)\.tsx?$/,
  },
  {
    name: 'idle',
    test: /src\/features\/(offline\/|shortcuts\/(Shortcuts|useGlobalShortcuts)\.|theme\/(ThemeSwitch|theme)\.)|src\/shared\/text\/(offline|shortcuts|theme)\.ts$|sw\/contract\.ts$/,
  },
].map((group) => ({ ...group, priority: 1, includeDependenciesRecursively: false }));

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    pureRouter(),
    omdbDemoApi(),
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
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    // One stylesheet, which every page's HTML holds inline (scripts/prerender.ts): the HTML paints
    // styled by itself, and no chunk loaded later fetches styles of its own.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Rolldown moves modules that the app and lazy chunks share (React, the texts) out of the
          // app's chunk into chunks of their own, though the app has always loaded them first
          // (rolldown/rolldown#10731): three requests and a bigger start where one would do. Naming
          // them together with the app's module keeps them in one chunk, `app-*.js`, which the boot
          // script (src/boot.ts) imports after the first paint.
          groups: [
            { name: 'index', test: BOOT_MODULES, priority: 4 },
            // React DOM's renderer runs in a task of its own, apart from the app's (src/boot.ts):
            // neither chunk imports the other, and both import React from a third.
            {
              name: 'react-dom',
              test: REACT_DOM_CLIENT,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            { name: 'react', test: REACT, priority: 2 },
            { name: 'app', test: APP_MODULES, priority: 1 },
            ...LATER_CHUNKS,
          ],
        },
      },
    },
  },
}));
