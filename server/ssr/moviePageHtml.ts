import type { RenderedMoviePage } from './contract.ts';

const ROOT_START = '<div id="root">';
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;
/** The shell announces the page's styles as preloads; a rendered page needs them before it paints. */
const STYLE_PRELOAD =
  /<link rel="preload"(?: fetchpriority="low")? as="style" crossorigin href="([^"]+)">/g;

/**
 * The film route's shell (dist/shells/MovieDetailPage.html) with the rendered page: the head
 * elements in place of its title (and of its description when the page has one), the page's
 * styles as stylesheets, the markup inside #root in place of the loading state, and the film's
 * data after it. Throws when the shell is not shaped as the build writes it.
 */
export function fillShell(shell: string, page: RenderedMoviePage): string {
  const rootStart = shell.indexOf(ROOT_START);
  const bodyEnd = shell.lastIndexOf('</body>');
  const rootEnd = shell.lastIndexOf('</div>', bodyEnd);
  if (rootStart === -1 || bodyEnd === -1 || rootEnd < rootStart || !TITLE.test(shell))
    throw new Error('the film shell has no <title> or no #root to fill');
  let head = shell.slice(0, rootStart);
  if (page.head.includes('name="description"')) head = head.replace(DESCRIPTION, '');
  head = head
    .replace(TITLE, () => page.head)
    .replace(
      STYLE_PRELOAD,
      (_link, href: string) => `<link rel="stylesheet" crossorigin href="${href}">`,
    );
  return (
    `${head}${ROOT_START}${page.body}</div>${page.data}` + shell.slice(rootEnd + '</div>'.length)
  );
}
