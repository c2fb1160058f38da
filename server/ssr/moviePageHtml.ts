import type { RenderedPage } from './contract.ts';

/** The app's page a filled shell names in #root's data-page. */
export type PageName = 'MovieDetailPage' | 'SearchPage' | 'YearPage';

const ROOT_START = '<div id="root">';
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/**
 * The app's shell (dist/app.html) with a page rendered per request (a film's, a search's): the head elements in place of its title
 * (and of its description when the page has one), the markup inside #root in place of the loading
 * state, and the film's data after it. Throws when the shell is not shaped as the build writes it.
 */
export function fillShell(
  shell: string,
  page: RenderedPage,
  pageName: PageName = 'MovieDetailPage',
): string {
  const rootStart = shell.indexOf(ROOT_START);
  const bodyEnd = shell.lastIndexOf('</body>');
  const rootEnd = shell.lastIndexOf('</div>', bodyEnd);
  if (rootStart === -1 || bodyEnd === -1 || rootEnd < rootStart || !TITLE.test(shell))
    throw new Error('the film shell has no <title> or no #root to fill');
  let head = shell.slice(0, rootStart);
  if (page.head.includes('name="description"')) head = head.replace(DESCRIPTION, '');
  head = head.replace(TITLE, () => page.head);
  return (
    `${head}<div id="root" data-page="${pageName}">${page.body}</div>${page.data}` +
    shell.slice(rootEnd + '</div>'.length)
  );
}
