import type { Plugin } from 'vite';

/**
 * Vite plugin: the demo API (`/api/omdb/`, `/api/posters/`) in `vite` (dev) and `vite preview`.
 * The middleware and the catalog load only when a server starts, so `vite build` never pays
 * for them.
 */
export function omdbDemoApi(): Plugin {
  return {
    name: 'filmoteka-omdb-demo-api',
    async configureServer(server) {
      const { omdbDevMiddleware } = await import('./devMiddleware.ts');
      server.middlewares.use(omdbDevMiddleware());
    },
    async configurePreviewServer(server) {
      const { omdbDevMiddleware } = await import('./devMiddleware.ts');
      server.middlewares.use(omdbDevMiddleware());
    },
  };
}
