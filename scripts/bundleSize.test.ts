import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { budgetLines, formatTable, measureBundle } from './bundleSize.ts';

let dist: string;

function write(file: string, content: string) {
  writeFileSync(join(dist, file), content);
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  mkdirSync(join(dist, 'assets'));
  write(
    'index.html',
    '<script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-b2.js">',
  );
  write('assets/index-a1.js', 'import{a}from"./shared-b2.js";const p=()=>import(`./Page-c3.js`);');
  write('assets/shared-b2.js', 'export const a=1;');
  write(
    'assets/Page-c3.js',
    'import{a}from"./shared-b2.js";import"./extra-d4.js";export default a;',
  );
  write('assets/extra-d4.js', 'x'.repeat(100));
  write('assets/index-e5.css', 'body{color:red}');
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('measureBundle', () => {
  it('counts what index.html loads up front, following static imports', () => {
    const report = measureBundle(dist);
    expect(report.entry.map((file) => file.file).sort()).toEqual([
      'assets/index-a1.js',
      'assets/shared-b2.js',
    ]);
  });

  it('counts the app chunk the boot script imports, with its static imports, in the entry', () => {
    write(
      'assets/index-a1.js',
      'import{a}from"./shared-b2.js";const s=()=>import(`./app-h8.js`);const p=()=>import(`./Page-c3.js`);',
    );
    write('assets/app-h8.js', 'import"./vendor-i9.js";export const app=1;');
    write('assets/vendor-i9.js', 'export const v=1;');
    const report = measureBundle(dist);
    expect(report.entry.map((file) => file.file).sort()).toEqual([
      'assets/app-h8.js',
      'assets/index-a1.js',
      'assets/shared-b2.js',
      'assets/vendor-i9.js',
    ]);
    expect(report.lazy.map((lazy) => lazy.chunk)).toEqual(['assets/Page-c3.js']);
  });

  it('counts each lazy chunk with what it adds beyond the entry', () => {
    const [page] = measureBundle(dist).lazy;
    expect(page.chunk).toBe('assets/Page-c3.js');
    expect(page.files.map((file) => file.file)).toEqual([
      'assets/Page-c3.js',
      'assets/extra-d4.js',
    ]);
  });

  it('follows a lazy chunk’s own lazy chunks and module workers, each measured on its own', () => {
    write(
      'assets/Page-c3.js',
      'import{a}from"./shared-b2.js";import"./extra-d4.js";const d=()=>import("./Dialog-f6.js");export default a;',
    );
    write(
      'assets/Dialog-f6.js',
      'const w=new Worker(new URL("/assets/worker-g7.js",import.meta.url));',
    );
    write('assets/worker-g7.js', 'onmessage=()=>{};');
    expect(measureBundle(dist).lazy.map((lazy) => lazy.chunk)).toEqual([
      'assets/Page-c3.js',
      'assets/Dialog-f6.js',
      'assets/worker-g7.js',
    ]);
  });

  it('measures gzip below raw for repetitive content and reports every budget', () => {
    const lines = budgetLines(measureBundle(dist));
    expect(lines.map((line) => line.what)).toEqual(['entry JS for /', 'lazy Page', 'all CSS']);
    expect(lines.every((line) => line.ok)).toBe(true);
    expect(measureBundle(dist).lazy[0].files[1].gzip).toBeLessThan(100);
    expect(formatTable(lines)).toContain('| lazy Page |');
  });

  it('flags the entry over its budget, and lists a lazy chunk of any size without one', () => {
    const noise = Array.from({ length: 200_000 }, (_, i) =>
      ((i * 7919) % 65_521).toString(36),
    ).join('');
    write('assets/extra-d4.js', noise);
    expect(budgetLines(measureBundle(dist)).find((line) => line.what === 'lazy Page')?.ok).toBe(
      true,
    );
    write('assets/shared-b2.js', `export const a=1;/*${noise}*/`);
    const entry = budgetLines(measureBundle(dist)).find((line) => line.what === 'entry JS for /');
    expect(entry?.ok).toBe(false);
    expect(formatTable(budgetLines(measureBundle(dist)))).toContain('OVER');
  });
});
