import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|txt|json)$/;
/** Smaller files are sent as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/** The brotli the build writes and the server sends. */
export const brotli = (bytes: Buffer) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `.br` and `.gz` beside each text file of the build, so the server never compresses per request. */
export function writeCompressedCopies(dir: string): number {
  const files = filesUnder(dir).filter((path) => COMPRESSIBLE.test(path));
  let written = 0;
  for (const path of files) {
    const bytes = readFileSync(path);
    if (bytes.length < MIN_COMPRESSED_BYTES) continue;
    writeFileSync(`${path}.br`, brotli(bytes));
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    written += 1;
  }
  return written;
}

/** Runs last in the build, after the prerender has written the final HTML. */
export function precompressBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'filmoteka:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (config.build.ssr) return;
        writeCompressedCopies(resolve(config.root, config.build.outDir));
      },
    },
  };
}
