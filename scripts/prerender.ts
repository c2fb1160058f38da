import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { cssModuleNames } from './cssModuleNames.ts';
import { APP_SHELL, NOT_FOUND_PAGE } from '../server/appShell.ts';
import { SSR_ENTRY, ssrDirFor } from '../server/ssr/bundle.ts';

const ENTRY = 'src/prerender.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Puts the rendered markup into the root element of the built index.html, naming the page it holds
 * (`data-page`, a module of src/pages/) when the client is to hydrate it. The page's <title> goes
 * to the head in place of the template's (React renders it in place on the server and hoists it on
 * the client).
 */
function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The page's markup into the template's root, its `<title>` (or `fallbackTitle`, where the markup
 * has none) in place of the template's.
 */
export function injectMarkup(
  html: string,
  markup: string,
  page?: string,
  fallbackTitle?: string,
): string {
  if (!html.includes(ROOT_ELEMENT))
    throw new Error(`index.html has no empty ${ROOT_ELEMENT} to fill`);
  const title =
    /<title>[^<]*<\/title>/.exec(markup)?.[0] ??
    (fallbackTitle === undefined ? undefined : `<title>${escapeText(fallbackTitle)}</title>`);
  const body = markup.replace(/<title>[^<]*<\/title>/g, '');
  const root = page === undefined ? '<div id="root">' : `<div id="root" data-page="${page}">`;
  const filled = html.replace(ROOT_ELEMENT, () => `${root}${body}</div>`);
  return title ? filled.replace(/<title>[^<]*<\/title>/, () => title) : filled;
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
 * The page's own scripts (the boot script and Rolldown's runtime, 2.3 KB) hold the first paint
 * (`blocking="render"`): from the moment the page shows, a press is held for the app and the search
 * button follows its rule (src/boot/). A page that paints before it can keep what the visitor does
 * loses presses in between. Preloads, which no paint needs, are marked low priority. (The theme
 * does not depend on this attribute, which some browsers ignore: its classic script holds the
 * parser in all of them, scripts/themeScript.ts.)
 */
export function setLoadPriorities(html: string): string {
  return html
    .replace(/<script type="module"(?![^>]*blocking=)/g, '<script type="module" blocking="render"')
    .replace(
      /<(link rel="modulepreload"|link rel="preload")(?![^>]*fetchpriority)/g,
      (tag) => `${tag} fetchpriority="low"`,
    );
}

/**
 * After the client build, renders the layout and the search page's initial state on the server
 * (a separate SSR build of src/prerender.tsx) into dist/index.html, which main.tsx hydrates, and
 * the layout with the page-loading state into dist/app.html, which every other path gets and
 * main.tsx replaces (or the server fills with a film, server/ssr/); a page with a frame of its own
 * gets the layout with that frame (src/app/pageShells.ts).
 */
export function prerenderSearchPage(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'filmoteka:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
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
          css: { modules: cssModuleNames },
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
        // The plain URL, no cache-busting query: the page chunks import this very module, and a
        // second instance would have React Router's contexts of its own (a lazy page rendered here
        // would find no router). Node keeps the first import of a URL, so a second build into the
        // same directory in one process would render with the first; nothing builds that way.
        const module = (await import(pathToFileURL(join(ssrDir, SSR_ENTRY)).href)) as {
          renderSearchPage: () => string;
          renderAppShell: () => string;
          renderLoadingPage: (path: string) => string;
          pageShells: readonly { path: string; file: string }[];
          shellTitle: (path?: string) => string;
          renderNotFoundPage: () => Promise<string>;
        };
        const readAsset = (path: string) => readFileSync(join(outDir, path), 'utf8');
        const template = setLoadPriorities(
          inlineStylesheets(readFileSync(join(outDir, 'index.html'), 'utf8'), readAsset),
        );
        writeFileSync(
          join(outDir, 'index.html'),
          injectMarkup(template, module.renderSearchPage(), 'SearchPage'),
        );
        // Every other route gets the layout with its loading state, never a flash of the search page.
        // React leaves a loading frame's title out of the HTML: each shell is given its title.
        writeFileSync(
          join(outDir, APP_SHELL),
          injectMarkup(template, module.renderAppShell(), undefined, module.shellTitle()),
        );
        for (const { path, file } of module.pageShells) {
          const markup = module.renderLoadingPage(path);
          writeFileSync(
            join(outDir, file),
            injectMarkup(template, markup, undefined, module.shellTitle(path)),
          );
        }
        // A path no route claims: the 404 page itself, which the server sends with its status.
        writeFileSync(
          join(outDir, NOT_FOUND_PAGE),
          injectMarkup(template, await module.renderNotFoundPage(), 'NotFoundPage'),
        );
      },
    },
  };
}
