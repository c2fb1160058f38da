import { answerOmdb } from '../../server/omdb/emulator';
import type { RenderedPage } from '../../server/ssr/contract.ts';
import {
  renderLoadingPage,
  renderMoviePage,
  renderNotFoundPage,
  renderSearchResultsPage,
  renderYearPage,
} from '../prerender';
import { imdbId } from '../test/factories';
import {
  executableBits,
  filmAnswer,
  HOSTILE_PLOT,
  HOSTILE_TITLE,
  metaContent,
  parseHtml,
  quietSearchFailures,
  scriptsOf,
  servedHtml,
} from './serverPages.fixtures';

const ID = imdbId(400002);
const hostileAnswer = filmAnswer(400002, { Title: HOSTILE_TITLE, Plot: HOSTILE_PLOT });

/** The escaped form of text in HTML, as React writes it in text and attributes. */
const escaped = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

async function hostileFilmPage(origin: string | null = 'https://kino.example') {
  const page = await renderMoviePage({ id: ID, answer: hostileAnswer, origin });
  if (!page) throw new Error('no page rendered');
  return page;
}

/** Where `needle` occurs in `haystack`, by index. */
function occurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1))
    found.push(at);
  return found;
}

describe('a hostile title and plot on a server-rendered film page', () => {
  it('come out as text in <title>, <h1>, og:title and the description, each read back whole', async () => {
    const doc = parseHtml(servedHtml(await hostileFilmPage()));
    const title = `${HOSTILE_TITLE} — Фильмотека`;
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.title).toBe(title);
    expect(doc.querySelector('h1')?.textContent).toBe(HOSTILE_TITLE);
    expect(metaContent(doc, 'property', 'og:title')).toBe(title);
    expect(metaContent(doc, 'name', 'twitter:title')).toBe(title);
    // On one line: U+2028 is a line break like any other.
    const plot = HOSTILE_PLOT.replace(/\s+/g, ' ');
    expect(metaContent(doc, 'name', 'description')).toBe(plot);
    expect(metaContent(doc, 'property', 'og:description')).toBe(plot);
    expect(doc.querySelector('img')?.getAttribute('alt')).toBe(`Постер: ${HOSTILE_TITLE}`);
  });

  it('run nothing and add no element: the shell’s script and the data are the only scripts', async () => {
    const doc = parseHtml(servedHtml(await hostileFilmPage()));
    expect(scriptsOf(doc)).toEqual(['application/json served-detail', 'module /assets/app.js']);
    expect(executableBits(doc)).toEqual([]);
    expect(doc.querySelector('img[src="x"]')).toBeNull();
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    // No comment opened by the plot swallows the page.
    expect(doc.querySelector('footer')).not.toBeNull();
  });

  it('leave no `<` of theirs unescaped in what the server inserts', async () => {
    const page = await hostileFilmPage();
    const html = `${page.head}${page.body}${page.data}`;
    for (const piece of ['<script>alert', '<img src=x', '</title><script', '<!-- "quoted']) {
      expect(occurrences(html, piece), piece).toEqual([]);
    }
    // The head holds the title only escaped, as <title>'s text and in attributes.
    expect(page.head).toContain(`<title>${escaped(HOSTILE_TITLE)} — Фильмотека</title>`);
    expect(page.head).toContain(`content="${escaped(HOSTILE_TITLE)} — Фильмотека"`);
    expect(/<h1 [^>]*>([^<]*)<\/h1>/.exec(page.body)?.[1]).toBe(escaped(HOSTILE_TITLE));
    // An attribute is closed only by the page's own quotes: none from the text.
    expect(occurrences(page.head, '"><img')).toEqual([]);
  });

  it('go into the shell as they are: no $ pattern of theirs is read as one', async () => {
    const html = servedHtml(await hostileFilmPage());
    // `$&` would repeat the shell's <title>, `$'` the rest of the shell, were they read.
    expect(html).toContain(`<title>${escaped(HOSTILE_TITLE)} — Фильмотека</title>`);
    expect(html).not.toContain('<title>Фильмотека</title>');
    expect(occurrences(html, '<title>')).toHaveLength(1);
    expect(occurrences(html, '</html>')).toHaveLength(1);
  });

  it('carry the answer to the client unchanged, with nothing that ends the data element', async () => {
    const page = await hostileFilmPage();
    expect(occurrences(page.data, '</')).toEqual([page.data.length - '</script>'.length]);
    expect(page.data).not.toContain('<!--');
    const json = /^<script type="application\/json" id="served-detail">(.*)<\/script>$/s.exec(
      page.data,
    )?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({ id: ID, answer: hostileAnswer });
  });
});

describe('a hostile search on a server-rendered search page', () => {
  const ask = (params: string) => Promise.resolve(answerOmdb(new URLSearchParams(params)));
  const query = `"><img src=x onerror=alert(1)></title><script>alert(2)</script> $& $'`;

  it('is the input’s value and the title’s text, and runs nothing', async () => {
    quietSearchFailures();
    const page = await renderSearchResultsPage({
      search: `?${new URLSearchParams({ q: query })}`,
      ask,
    });
    if (!page) throw new Error('no page rendered');
    const doc = parseHtml(servedHtml(page, 'SearchPage'));
    expect(doc.title).toBe(`«${query}» — поиск — Фильмотека`);
    expect(doc.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe(query);
    expect(scriptsOf(doc)).toEqual(['application/json served-search', 'module /assets/app.js']);
    expect(executableBits(doc)).toEqual([]);
    expect(doc.querySelector('img[src="x"]')).toBeNull();
    for (const piece of ['<img src=x', '<script>alert', '"><img', '</title><script'])
      expect(occurrences(`${page.head}${page.body}${page.data}`, piece), piece).toEqual([]);
  });
});

describe('every page of the server-rendering bundle', () => {
  it('has no inline script, no inline event handler and no javascript: URL', async () => {
    const ask = (params: string) => Promise.resolve(answerOmdb(new URLSearchParams(params)));
    const asPage = (html: string): RenderedPage => ({
      status: 200,
      head: '',
      body: html,
      data: '',
    });
    const pages: Array<[string, RenderedPage | null]> = [
      ['loading', asPage(renderLoadingPage('/favorites'))],
      ['film', await hostileFilmPage()],
      ['film, 404', await renderMoviePage({ id: 'x', answer: null, origin: null })],
      ['search', await renderSearchResultsPage({ search: '?q=matrix', ask })],
      ['year', await renderYearPage('/year/2026')],
      ['404', asPage(await renderNotFoundPage())],
    ];
    for (const [name, page] of pages) {
      if (!page) throw new Error(`${name}: no page rendered`);
      const doc = parseHtml(servedHtml(page));
      expect(executableBits(doc), name).toEqual([]);
      for (const script of doc.querySelectorAll('script')) {
        const inline = script.type === 'module' ? script.textContent?.trim() : '';
        expect(inline, name).toBe('');
        expect(['module', 'application/json'], name).toContain(script.type);
      }
    }
  });
});
