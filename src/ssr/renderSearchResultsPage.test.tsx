import { answerOmdb } from '../../server/omdb/emulator';
import type { RenderedPage, ServerAnswer } from '../../server/ssr/contract.ts';
import { renderSearchResultsPage } from '../prerender';
import { parseHtml, quietSearchFailures, servedHtml } from './serverPages.fixtures';

/** The server's answers, here the demo catalog's (as the demo server's), each request kept. */
function demoOmdb() {
  const asked: string[] = [];
  const ask = vi.fn((params: string): Promise<ServerAnswer | null> => {
    asked.push(params);
    return Promise.resolve(answerOmdb(new URLSearchParams(params)));
  });
  return { ask, asked };
}

async function searchPage(search: string) {
  const omdb = demoOmdb();
  const page = await renderSearchResultsPage({ search, ask: omdb.ask });
  if (!page) throw new Error(`no page rendered for ${search}`);
  return { page, doc: parseHtml(servedHtml(page, 'SearchPage')), asked: omdb.asked };
}

/** The results' links, in order. */
const resultLinks = (doc: Document) =>
  [...doc.querySelectorAll('ul[aria-label="Результаты поиска"] a')].map((link) => [
    link.getAttribute('href'),
    link.textContent,
  ]);

function servedData(page: RenderedPage) {
  const json = /^<script type="application\/json" id="served-search">(.*)<\/script>$/s.exec(
    page.data,
  )?.[1];
  return JSON.parse(json ?? 'null') as { search: string; params: string; answer: unknown };
}

describe('the search page rendered on the server with its results', () => {
  it('links each result to its film page, in the order of the answer', async () => {
    const { page, doc, asked } = await searchPage('?q=batman');
    expect(page.status).toBe(200);
    expect(asked).toEqual(['page=1&s=batman']);
    const answer = answerOmdb(new URLSearchParams('page=1&s=batman')).body as {
      Search: Array<{ Title: string; imdbID: string }>;
    };
    expect(answer.Search.length).toBeGreaterThan(3);
    expect(resultLinks(doc)).toEqual(
      answer.Search.map((film) => [`/movie/${film.imdbID}`, film.Title]),
    );
    expect(page.body).toMatch(/href="\/movie\/tt0103776"[^>]*>Batman Returns<\/a>/);
  });

  it('holds the query in the box and the search in its title: one <title>, in the head', async () => {
    const { page, doc } = await searchPage('?q=batman');
    expect(doc.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe('batman');
    expect(page.body).toMatch(/<input[^>]*name="q"[^>]*value="batman"/);
    expect(page.head).toBe('<title>«batman» — поиск — Фильмотека</title>');
    expect(page.body).not.toContain('<title>');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.title).toBe('«batman» — поиск — Фильмотека');
  });

  it('carries the address’s search, OMDb’s parameters and the answer to the client', async () => {
    const { page } = await searchPage('?q=batman');
    expect(servedData(page)).toEqual({
      search: '?q=batman',
      params: 'page=1&s=batman',
      answer: answerOmdb(new URLSearchParams('page=1&s=batman')).body,
    });
  });

  it('narrows by the address’s type, as the app would', async () => {
    const { doc, asked, page } = await searchPage('?q=batman&type=series');
    expect(asked).toEqual(['page=1&s=batman&type=series']);
    const titles = resultLinks(doc).map(([, title]) => title);
    expect(titles).toContain('Batman: The Animated Series');
    expect(titles).not.toContain('Batman Returns');
    expect(servedData(page)).toMatchObject({ search: '?q=batman&type=series' });
    // The filter shows as chosen.
    expect(
      doc.querySelector('button[name="type"][value="series"]')?.getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('asks with the address’s year', async () => {
    const { asked, doc } = await searchPage('?q=batman&y=1989');
    expect(asked).toEqual(['page=1&s=batman&y=1989']);
    expect(resultLinks(doc)).toContainEqual(['/movie/tt0096895', 'Batman']);
    expect(doc.querySelector<HTMLInputElement>('input[name="y"]')?.value).toBe('1989');
  });

  it('renders OMDb’s «not found» as the client would, still a page of its own', async () => {
    quietSearchFailures();
    const { page, doc } = await searchPage('?q=clockmaker');
    expect(page.status).toBe(200);
    expect(resultLinks(doc)).toEqual([]);
    expect(doc.title).toBe('«clockmaker» — поиск — Фильмотека');
    expect(servedData(page).answer).toMatchObject({ Response: 'False' });
  });
});

describe('an address the search page runs no search for', () => {
  // The client's rules, applied on the server: no search, no request, the prerendered page.
  it.each([
    ['no query', ''],
    ['a filter alone', '?type=movie'],
    ['too short a query', '?q=cl'],
    ['a stop word', '?q=the'],
    ['an unknown type', '?q=batman&type=xyz'],
    ['a year that is not one', '?q=batman&y=abc'],
  ])('renders nothing for %s (%s), and asks nothing', async (_, search) => {
    const omdb = demoOmdb();
    expect(await renderSearchResultsPage({ search, ask: omdb.ask })).toBeNull();
    expect(omdb.ask).not.toHaveBeenCalled();
  });

  it('renders nothing when no answer came, or not OMDb’s own', async () => {
    quietSearchFailures();
    for (const answer of [null, { status: 502, body: { error: 'Bad gateway' } }]) {
      const ask = vi.fn(() => Promise.resolve(answer));
      expect(await renderSearchResultsPage({ search: '?q=batman', ask })).toBeNull();
      expect(ask).toHaveBeenCalledTimes(1);
    }
  });
});
