import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerenderSearchPage } from './scripts/prerender.ts';
import { omdbDemoApi } from './server/omdb/vitePlugin.ts';

export default defineConfig({
  plugins: [react(), omdbDemoApi(), prerenderSearchPage()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022' },
});
