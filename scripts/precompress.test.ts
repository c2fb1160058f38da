import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { writeCompressedCopies } from './precompress.ts';

describe('writeCompressedCopies', () => {
  it('writes faithful .br and .gz copies of text files worth compressing, and only those', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'assets'));
    const script = `export const list = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `item ${i}`))};`;
    writeFileSync(join(dir, 'assets', 'app-1.js'), script);
    writeFileSync(join(dir, 'tiny.css'), 'a{}');
    writeFileSync(join(dir, 'image.png'), Buffer.alloc(4096));

    expect(writeCompressedCopies(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-1.js.br'))).toString()).toBe(
      script,
    );
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app-1.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'image.png.br'))).toBe(false);
  });
});
