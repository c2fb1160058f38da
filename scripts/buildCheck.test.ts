import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildReason } from './buildCheck.ts';

const HOUR = 3600;

/** A project with sources an hour old; `ageOf` sets one file's age in seconds. */
function project(): { root: string; age: (path: string, seconds: number) => void } {
  const root = mkdtempSync(join(tmpdir(), 'filmoteka-build-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  const age = (path: string, seconds: number) => {
    const when = Date.now() / 1000 - seconds;
    utimesSync(join(root, path), when, when);
  };
  mkdirSync(join(root, 'src', 'features'), { recursive: true });
  for (const file of [
    'index.html',
    'package.json',
    'vite.config.ts',
    'src/main.tsx',
    'src/features/a.ts',
  ]) {
    writeFileSync(join(root, file), 'x');
    age(file, HOUR);
  }
  age('src/features', HOUR);
  age('src', HOUR);
  return { root, age };
}

function build(root: string, age: (path: string, seconds: number) => void, seconds: number): void {
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), '<html>');
  age('dist/index.html', seconds);
  mkdirSync(join(root, 'dist-ssr'), { recursive: true });
  writeFileSync(join(root, 'dist-ssr', 'prerender.mjs'), 'export {}');
}

describe('buildReason', () => {
  it('asks for a build when dist/ has none', () => {
    const { root } = project();
    expect(buildReason(root)).toMatch(/no build/);
  });

  it('is satisfied by a build newer than every source', () => {
    const { root, age } = project();
    build(root, age, 60);
    expect(buildReason(root)).toBeNull();
  });

  it('asks for a build when the server-rendering bundle beside dist/ is missing', () => {
    const { root, age } = project();
    build(root, age, 60);
    rmSync(join(root, 'dist-ssr'), { recursive: true });
    expect(buildReason(root)).toMatch(/dist-ssr\/\) is missing/);
  });

  it('asks again when a file deep in src/ changed after the build', () => {
    const { root, age } = project();
    build(root, age, 60);
    age('src/features/a.ts', 10);
    expect(buildReason(root)).toMatch(/^src changed/);
  });

  it('notices index.html, vite.config.ts, package.json and .env files', () => {
    for (const file of ['index.html', 'vite.config.ts', 'package.json', '.env.production']) {
      const { root, age } = project();
      build(root, age, 60);
      writeFileSync(join(root, file), 'changed');
      expect(buildReason(root), file).toBe(`${file} changed since the last build`);
    }
  });
});
