import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A CSS module's class (scripts/cssModuleNames.ts, or Vite's own naming): the global ones never start so. */
const MODULE_CLASS = /^_/;

/**
 * The CSS modules' classes a page uses that no rule of `css` styles. The server renders pages with
 * a build of its own (scripts/prerender.ts); were its class names to differ from the app's, its
 * pages would arrive unstyled, and hydration would not mend them.
 */
export function unstyledClasses(html: string, css: string): string[] {
  const used = [...html.matchAll(/\bclass="([^"]*)"/g)].flatMap(([, names]) => names.split(/\s+/));
  const styled = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name));
  return [...new Set(used)].filter((name) => MODULE_CLASS.test(name) && !styled.has(name));
}

/** Each built page's unstyled module classes, named with the page (the stylesheets of `assets/`). */
export function builtPagesUnstyled(distDir: string): string[] {
  const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' });
  const css = files
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(join(distDir, name), 'utf8'))
    .join('\n');
  return files
    .filter((name) => name.endsWith('.html'))
    .flatMap((name) =>
      unstyledClasses(readFileSync(join(distDir, name), 'utf8'), css).map((c) => `${name}: .${c}`),
    );
}
