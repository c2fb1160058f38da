import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { followStoredTheme } from '../src/features/theme/themeBoot.ts';
import { storageKeys } from '../src/shared/lib/storageKeys.ts';

/** Where the dev server answers the script; a build names it by its content under assets/. */
const DEV_PATH = '/@filmoteka/theme.js';

/**
 * The theme's boot script: followStoredTheme's own source, called with the app's storage key, so
 * the key and the rules live once, in the app's modules (and their unit tests).
 */
export function themeScriptSource(): string {
  return `(${followStoredTheme.toString()})(${JSON.stringify(storageKeys.theme)});\n`;
}

/** The built script's path: under assets/, content-hashed, so the server lets it be cached for a year. */
export function themeScriptPath(source: string): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return `/assets/theme-${hash}.js`;
}

/**
 * Puts the theme's boot script in every page's <head> (index.html, which the prerendered pages and
 * the server's film pages are made from), as a classic script: it blocks the first paint for the
 * few hundred bytes it takes, so the stored theme is on before anything is drawn. A file, not an
 * inline script, as the CSP allows scripts from the site's origin only. The service worker
 * precaches it with the rest of assets/.
 */
export function themeScript(): Plugin {
  const source = themeScriptSource();
  let path = DEV_PATH;
  let ssr = false;
  return {
    name: 'filmoteka:theme-script',
    configResolved(config) {
      if (config.command === 'build') path = themeScriptPath(source);
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(source);
      });
    },
    transformIndexHtml: {
      // After Vite's own HTML processing, which would try to bundle the script (it is not a module).
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: path }, injectTo: 'head' }],
    },
    generateBundle() {
      // The client build only: a server-rendering build has no pages.
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: path.slice(1), source });
    },
  };
}
