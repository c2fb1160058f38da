import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The theme script's source: what it runs, with what it imports, bundled into one classic script. */
export const THEME_SCRIPT_ENTRY = 'src/features/theme/themeScript.ts';
/** Where the dev server answers with it (the build names a content-hashed file under assets/). */
export const DEV_THEME_SCRIPT = '/@filmoteka/theme.js';

export interface BuiltThemeScript {
  code: string;
  /** The source files it was built from (the dev server builds it again when one changes). */
  sources: string[];
}

/**
 * Bundles the theme script as a classic script: one immediately invoked function, no import or
 * export (a classic script cannot have them), minified. It runs as the parser meets it.
 */
export async function buildThemeScript(
  root: string,
  mode = 'production',
): Promise<BuiltThemeScript> {
  const result = await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: {
        input: resolve(root, THEME_SCRIPT_ENTRY),
        output: { format: 'iife' },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((output) =>
    'output' in output ? output.output.filter((item) => item.type === 'chunk') : [],
  );
  if (chunks.length !== 1) throw new Error(`the theme script built into ${chunks.length} chunks`);
  const [chunk] = chunks;
  return { code: chunk.code, sources: chunk.moduleIds.map((id) => resolve(id)) };
}

/** The built file's name: under assets/, so it is served immutable and cached for a year. */
export function themeScriptFileName(code: string): string {
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return `assets/theme-${hash}.js`;
}

/**
 * Names the theme script last in the head: a plain `<script src>`, no `async`, `defer` or
 * `type="module"`, so the parser runs it before it reaches the body, and so before anything of the
 * page can be drawn. Last, so that the head (the inline styles above all) is parsed while it is
 * on its way: the browser's preload scanner has asked for it as soon as its tag arrived.
 */
export function insertThemeScript(html: string, src: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) throw new Error('index.html has no </head> to put the theme script before');
  return `${html.slice(0, headEnd)}<script src="${src}"></script>\n  ${html.slice(headEnd)}`;
}

/**
 * Puts the theme script in index.html, which every page is made from (the prerendered pages and
 * shells, the server's film and search pages, the service worker's offline copies): built and
 * emitted as a content-hashed asset, or answered by the dev server at DEV_THEME_SCRIPT.
 */
export function themeScript(): Plugin {
  let config: ResolvedConfig;
  let fileName: string | undefined;
  return {
    name: 'filmoteka:theme-script',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.command !== 'build' || config.build.ssr) return;
      const { code } = await buildThemeScript(config.root, config.mode);
      fileName = themeScriptFileName(code);
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml(html) {
      if (config.command === 'serve') return insertThemeScript(html, DEV_THEME_SCRIPT);
      if (fileName === undefined) throw new Error('the theme script was not built');
      return insertThemeScript(html, `/${fileName}`);
    },
    configureServer(server) {
      let built: Promise<BuiltThemeScript> | undefined;
      server.watcher.on('change', (file) => {
        void built?.then(({ sources }) => {
          if (sources.includes(resolve(file))) built = undefined;
        });
      });
      server.middlewares.use(DEV_THEME_SCRIPT, (_request, response, next) => {
        built ??= buildThemeScript(config.root, config.mode);
        built.then(
          ({ code }) => {
            response.setHeader('content-type', 'text/javascript; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(code);
          },
          (error: unknown) => {
            built = undefined;
            next(error);
          },
        );
      });
    },
  };
}
