import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverText } from './text.ts';

const src = fileURLToPath(new URL('../src/', import.meta.url));

/** The client's sources, tests aside: read as text, as the server never imports them. */
function clientSources(): string {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|fixtures)\.tsx?$/.test(name))
    .map((name) => readFileSync(join(src, name), 'utf8'))
    .join('\n');
}

describe('the words of the server’s own pages', () => {
  it('are the client’s: its sources hold each of them as a string', () => {
    const sources = clientSources();
    for (const [name, words] of Object.entries(serverText))
      expect(sources.includes(`'${words}'`), `${name}: «${words}»`).toBe(true);
  });
});
