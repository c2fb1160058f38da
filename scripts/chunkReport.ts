import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes which modules each named chunk holds (scripts/chunkMembership.ts reads it). */
export const CHUNK_REPORT = '.vite/chunks.json';
/** Where it writes the modules loaded by a dynamic import: the splits (each a chunk of its own). */
export const SPLIT_REPORT = '.vite/splits.json';

/** A module's id as the report names it: a source path, or `npm:<package>` for a dependency. */
export function moduleName(id: string, root: string): string | null {
  if (id.startsWith('\0')) return null;
  const path = id.split('?')[0];
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  if (dependency) return `npm:${dependency[1]}`;
  if (/vite\/preload-helper/.test(path)) return null;
  return relative(root, path).split('\\').join('/');
}

/** Records each named chunk's modules after a client build, beside Vite's own manifest. */
export function chunkReport(): Plugin {
  let root = '';
  let outDir = '';
  let ssr = false;
  return {
    name: 'filmoteka:chunk-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const chunks: Record<string, string[]> = {};
      const splits = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const facade = output.facadeModuleId && moduleName(output.facadeModuleId, root);
        if (output.isDynamicEntry && facade) splits.add(facade);
        const modules = output.moduleIds
          .map((id) => moduleName(id, root))
          .filter((name): name is string => name !== null);
        chunks[output.name] = [...new Set([...(chunks[output.name] ?? []), ...modules])].sort();
      }
      const file = join(outDir, CHUNK_REPORT);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, `${JSON.stringify(chunks, null, 1)}\n`);
      writeFileSync(join(outDir, SPLIT_REPORT), `${JSON.stringify([...splits].sort(), null, 1)}\n`);
    },
  };
}
