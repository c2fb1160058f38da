import type { FastifyReply } from 'fastify';
import { serverText } from '../text.ts';

const TITLE = /<title>[^<]*<\/title>/;
const MAIN = /(<main\b[^>]*>)[\s\S]*?(<\/main>)/;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The film page for a client past its limit: the app's shell (dist/app.html, the layout) with the
 * app's own words for our 429 in place of its loading state, the film page's title and
 * `noindex`. The client, once loaded, renders its page over it and, asking for the film itself,
 * gets the same 429 and the same words. Null when the shell is not shaped as the build writes it.
 */
export function limitedPageHtml(shell: string): string | null {
  if (!TITLE.test(shell) || !MAIN.test(shell)) return null;
  const head = `<title>${escapeHtml(serverText.movieTitle)}</title><meta name="robots" content="noindex"/>`;
  const message = `<p role="alert">${escapeHtml(serverText.rateLimited)}</p>`;
  return shell
    .replace(TITLE, () => head)
    .replace(MAIN, (_whole, open: string, close: string) => `${open}${message}${close}`);
}

/** HTTP 429 with that page, told when to come back; never kept by a cache. */
export function sendLimitedPage(reply: FastifyReply, html: string, retryAfterS: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterS))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
