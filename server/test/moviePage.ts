import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_SHELL } from '../appShell.ts';

/** The app's shell of a build, as the server sends it when it has no film to render. */
export function movieShell(dist: string): string {
  return readFileSync(join(dist, APP_SHELL), 'utf8');
}

function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The content of `<meta {attribute}="{name}" content="…">`, unescaped; null when absent. */
export function metaContent(
  html: string,
  attribute: 'name' | 'property',
  name: string,
): string | null {
  const tag = new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"/?>`).exec(html);
  return tag ? unescapeAttribute(tag[1]) : null;
}

/** The film data the page carries for the client, parsed; null when it has none. */
export function dataOf(html: string): { id: string; answer: unknown } | null {
  const element = /<script type="application\/json" id="served-detail">([^<]*)<\/script>/.exec(
    html,
  );
  return element ? (JSON.parse(element[1]) as { id: string; answer: unknown }) : null;
}
