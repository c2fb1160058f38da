import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressBuild } from './scripts/precompress.ts';
import { prerenderSearchPage } from './scripts/prerender.ts';
import { omdbDemoApi } from './server/omdb/vitePlugin.ts';

// React Router's package exports name only its development build; it ships a leaner production one.
const routerProductionBuild = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [react(), omdbDemoApi(), prerenderSearchPage(), precompressBuild()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: routerProductionBuild }] : [],
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', modulePreload: { polyfill: false } },
}));
