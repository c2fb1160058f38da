import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressBuild } from './scripts/precompress.ts';
import { prerenderSearchPage } from './scripts/prerender.ts';
import { webManifest } from './scripts/webManifest.ts';
import { omdbDemoApi } from './server/omdb/vitePlugin.ts';

// React Router's package exports name only its development build; it ships a leaner production one.
const routerProductionBuild = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** The entry module and what Rolldown would otherwise split away from it (see `codeSplitting`). */
const ENTRY_MODULES =
  /src\/main\.tsx$|node_modules\/react\/|src\/shared\/text\.ts$|src\/shared\/lib\/plural\.ts$/;

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Rolldown moves modules that the entry and lazy chunks share (React, the texts) out of
          // the entry into chunks of their own, though the entry has always loaded them first
          // (rolldown/rolldown#10731): three requests and a bigger entry where one would do. Naming
          // them together with the entry module keeps them in one chunk; only Rolldown's small
          // runtime stays apart.
          groups: [{ name: 'index', test: ENTRY_MODULES }],
        },
      },
    },
  },
}));
