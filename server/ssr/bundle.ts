import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SsrBundle } from './contract.ts';

/**
 * The server-rendering bundle: the Vite SSR build of src/prerender.tsx (scripts/prerender.ts), so
 * its CSS-module class names are the client's. It sits beside dist/, never inside it: nothing in it
 * is served as a file.
 */
export function ssrDirFor(distDir: string): string {
  return `${resolve(distDir)}-ssr`;
}

/** The bundle's entry file inside ssrDirFor(dist). */
export const SSR_ENTRY = 'prerender.mjs';

export type { SsrBundle };

function isSsrBundle(value: unknown): value is SsrBundle {
  const module = value as Partial<Record<keyof SsrBundle, unknown>> | null;
  return (
    typeof module?.isMovieId === 'function' &&
    typeof module.renderMoviePage === 'function' &&
    typeof module.isKnownPage === 'function' &&
    typeof module.shellFor === 'function' &&
    typeof module.renderSearchResultsPage === 'function' &&
    typeof module.renderYearPage === 'function'
  );
}

/** The bundle in `ssrDir`; null when there is none (film pages then get the ordinary shell). */
export async function loadSsrBundle(ssrDir: string): Promise<SsrBundle | null> {
  const entry = join(ssrDir, SSR_ENTRY);
  if (!existsSync(entry)) return null;
  const module: unknown = await import(pathToFileURL(entry).href);
  if (!isSsrBundle(module)) throw new Error(`${entry} is not the server-rendering bundle`);
  return module;
}
