/**
 * What the tests of the server-rendered pages share: OMDb answers for a film, hostile text, and
 * the page as a browser would parse it once the server has put it into the app's shell.
 */
import type { RenderedPage } from '../../server/ssr/contract.ts';
import { fillShell } from '../../server/ssr/moviePageHtml.ts';
import { matrixDto } from '../pages/MovieDetailPage/omdbDetail.fixtures';
import { imdbId } from '../test/factories';

/** OMDb's `plot=full` answer for film `n` (id imdbId(n)): The Matrix's fields with `overrides`. */
export function filmAnswer(n: number, overrides: Record<string, unknown> = {}) {
  return { ...matrixDto, imdbID: imdbId(n), Response: 'True', ...overrides };
}

/** Far longer than a description may be (160 characters), with commas between words. */
export const LONG_PLOT =
  'A retired clockmaker discovers that every clock in his village runs a little faster each night, ' +
  'and follows the missing minutes into the hills, where a travelling circus keeps them in jars.';

/**
 * Markup that would end an element or an attribute, start a script or a comment, and what
 * String.replace would read as patterns ($&, $', $`, $1) were the text put in as a replacement.
 */
export const HOSTILE_TITLE = `</title><script>alert(1)</script> "><img src=x onerror=alert(2)> 'Tom' & Jerry $& $' $\` $1`;
export const HOSTILE_PLOT = `Ends early </script><script>alert(3)</script> <!-- "quoted" & 'single' \u2028 line "><img src=x onerror=alert(4)> $& $'`;

/** The app's shell as the build writes it, cut to what the server fills in (dist/app.html). */
export const MINIMAL_SHELL =
  '<!doctype html><html lang="ru"><head><meta charset="UTF-8"/>' +
  '<title>Фильмотека</title><meta name="description" content="Поиск фильмов"/></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

/** The page the server sends: `page` in the shell, as server/ssr/moviePageHtml.ts puts it in. */
export function servedHtml(
  page: RenderedPage,
  pageName?: 'MovieDetailPage' | 'SearchPage' | 'YearPage',
): string {
  return fillShell(MINIMAL_SHELL, page, pageName);
}

/** `html` as a browser parses it (scripts are not run). */
export function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The content of `<meta {attribute}="{name}">`, as a browser reads it; null when absent. */
export function metaContent(
  doc: Document,
  attribute: 'name' | 'property',
  name: string,
): string | null {
  const tags = doc.head.querySelectorAll(`meta[${attribute}="${name}"]`);
  if (tags.length > 1) throw new Error(`${tags.length} <meta ${attribute}="${name}">`);
  return tags[0]?.getAttribute('content') ?? null;
}

/** Every `on…` attribute and `javascript:` URL of the document: what would run on its own. */
export function executableBits(doc: Document): string[] {
  const found: string[] = [];
  for (const element of doc.querySelectorAll('*'))
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) found.push(`<${element.localName} ${name}="${value}">`);
      if (/^\s*javascript:/i.test(value)) found.push(`<${element.localName} ${name}="${value}">`);
    }
  return found;
}

/** The scripts of the document, each as `type src` (the shell's one and data elements). */
export function scriptsOf(doc: Document): string[] {
  return [...doc.querySelectorAll('script')].map(
    (script) => `${script.type || 'classic'} ${script.getAttribute('src') ?? script.id}`,
  );
}

/** Keeps the log of a search that failed (the client logs it) out of the test's output. */
export function quietSearchFailures(): void {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => error.mockRestore());
}
