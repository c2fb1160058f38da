import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { APP_SHELL, SHELL_ROUTES, type ShellRoute } from '../server/appShell.ts';
import { SSR_ENTRY, ssrDirFor } from '../server/ssr/bundle.ts';

const ENTRY = 'src/prerender.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

/** What a lazy page needs: its chunk, the chunks it imports, and their stylesheets. */
export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/** The assets of each lazy page (a dynamic entry under src/pages/), by page name. */
export function collectPageAssets(bundle: Rolldown.OutputBundle): Map<string, PageAssets> {
  const pages = new Map<string, PageAssets>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.isDynamicEntry) continue;
    const name = /\/src\/pages\/[^/]+\/([^/.]+)\.tsx$/.exec(output.facadeModuleId ?? '')?.[1];
    if (!name) continue;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = bundle[fileName];
      if (chunk?.type !== 'chunk' || scripts.has(fileName)) return;
      scripts.add(fileName);
      chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
      chunk.imports.forEach(visit);
    };
    visit(output.fileName);
    pages.set(name, { scripts: [...scripts], styles: [...styles] });
  }
  return pages;
}

/**
 * Announces a page's assets in the head, so they download with the entry script instead of after
 * it has run. Files the page already loads are left out. `crossorigin` matches how the app's loader
 * requests them, so the browser reuses the download.
 */
export function announceAssets(html: string, assets: PageAssets): string {
  const missing = (file: string) =>
    !html.includes(`href="/${file}"`) && !html.includes(`src="/${file}"`);
  const links = [
    ...assets.scripts
      .filter(missing)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...assets.styles
      .filter(missing)
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  return html.replace('</head>', () => `${links.join('')}</head>`);
}

/**
 * Puts the rendered markup into the root element of the built index.html. The page's <title> is
 * left to the head (React renders it in place on the server and hoists it on the client).
 */
export function injectMarkup(html: string, markup: string): string {
  if (!html.includes(ROOT_ELEMENT))
    throw new Error(`index.html has no empty ${ROOT_ELEMENT} to fill`);
  const body = markup.replace(/<title>[^<]*<\/title>/g, '');
  return html.replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>`);
}

/**
 * Replaces the page's stylesheet links with the styles themselves: the first paint then waits for
 * the HTML alone, not for a second request. (The CSP allows inline styles, never inline scripts.)
 */
export function inlineStylesheets(html: string, readAsset: (path: string) => string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (link, path: string) => {
      const css = readAsset(path);
      return css.includes('</style') ? link : `<style>${css}</style>`;
    },
  );
}

/**
 * Marks the page's scripts and preloads as low priority. The page paints from its HTML and inline
 * styles alone, so nothing it loads is needed for the first paint: the browser (and Lighthouse's
 * model of it) is told so rather than left to guess from the tags, where a module script counts as
 * high priority and a style preload as the highest.
 */
export function lowerLoadPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload"|link rel="preload")(?![^>]*fetchpriority)/g,
    (tag) => `${tag} fetchpriority="low"`,
  );
}

/**
 * After the client build, renders the layout and the search page's initial state on the server
 * (a separate SSR build of src/prerender.tsx) into dist/index.html, which main.tsx hydrates, and
 * the layout with the page-loading state into a shell per route (and dist/app.html for any other
 * path), which main.tsx replaces; dist/shells.json tells the server which route gets which shell.
 */
export function prerenderSearchPage(): Plugin {
  let config: ResolvedConfig;
  let pageAssets = new Map<string, PageAssets>();
  return {
    name: 'filmoteka:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_, bundle) {
      pageAssets = collectPageAssets(bundle);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        // Kept beside dist/ after the build: the server renders film pages with it (server/ssr/).
        const ssrDir = ssrDirFor(outDir);
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [react()],
          // Self-contained, so it runs wherever the build is put (tests build into a temp dir).
          ssr: { noExternal: true },
          publicDir: false,
          build: {
            ssr: ENTRY,
            outDir: ssrDir,
            emptyOutDir: true,
            minify: false,
            // ES modules by their name, wherever the directory is (no package.json says so there).
            rolldownOptions: {
              output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' },
            },
          },
        });
        const module = (await import(
          `${pathToFileURL(join(ssrDir, SSR_ENTRY)).href}?${Date.now()}`
        )) as {
          renderSearchPage: () => string;
          renderAppShell: () => string;
          routeShells: { pattern: string; page: string }[];
          fallbackPage: string;
        };
        const template = lowerLoadPriority(
          inlineStylesheets(readFileSync(join(outDir, 'index.html'), 'utf8'), (path) =>
            readFileSync(join(outDir, path), 'utf8'),
          ),
        );
        writeFileSync(
          join(outDir, 'index.html'),
          injectMarkup(template, module.renderSearchPage()),
        );
        // Every other route gets the layout with its loading state, never a flash of the search page.
        const shell = injectMarkup(template, module.renderAppShell());
        const writeShell = (file: string, page: string) => {
          const assets = pageAssets.get(page);
          if (!assets) throw new Error(`the build has no lazy chunk for ${page}`);
          mkdirSync(dirname(join(outDir, file)), { recursive: true });
          writeFileSync(join(outDir, file), lowerLoadPriority(announceAssets(shell, assets)));
        };
        writeShell(APP_SHELL, module.fallbackPage);
        const routes: ShellRoute[] = module.routeShells.map(({ pattern, page }) => {
          const file = `shells/${page}.html`;
          writeShell(file, page);
          return { pattern, file };
        });
        writeFileSync(join(outDir, SHELL_ROUTES), JSON.stringify(routes));
      },
    },
  };
}
