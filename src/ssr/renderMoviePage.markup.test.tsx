import type { RenderedMoviePage } from '../../server/ssr/contract.ts';
import { isMovieId, renderMoviePage } from '../prerender';
import { imdbId } from '../test/factories';
import { filmAnswer, LONG_PLOT, metaContent, parseHtml, servedHtml } from './serverPages.fixtures';

const ORIGIN = 'http://films.example:8080';
const CLOCKMAKER = imdbId(400001);
const POSTER = `/api/posters/${CLOCKMAKER}.svg`;

const clockmaker = filmAnswer(400001, {
  Title: 'The Clockmaker',
  Year: '2004',
  Rated: 'PG-13',
  Plot: LONG_PLOT,
  Director: 'Ada Lindqvist',
  imdbRating: '7.5',
  Poster: POSTER,
});

async function rendered(
  id: string,
  answer: unknown,
  origin: string | null = ORIGIN,
): Promise<RenderedMoviePage> {
  const page = await renderMoviePage({ id, answer, origin });
  if (!page) throw new Error(`no page rendered for ${id}`);
  return page;
}

/** The page as the server sends it, parsed. */
async function servedDocument(id: string, answer: unknown, origin: string | null = ORIGIN) {
  const page = await rendered(id, answer, origin);
  return { page, doc: parseHtml(servedHtml(page)) };
}

const canonicalOf = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'));

describe('a film page’s head, rendered on the server', () => {
  it('describes the film with its plot, cut to 160 characters on a word', async () => {
    const { doc } = await servedDocument(CLOCKMAKER, clockmaker);
    const description = metaContent(doc, 'name', 'description') ?? '';
    expect(Array.from(description).length).toBeLessThanOrEqual(160);
    expect(description.length).toBeGreaterThan(100);
    expect(description.endsWith('…')).toBe(true);
    const kept = description.slice(0, -1);
    expect(LONG_PLOT.startsWith(kept)).toBe(true);
    // Cut between words: the plot goes on with a space or a comma, and nothing trails before «…».
    expect(LONG_PLOT[kept.length]).toMatch(/[\s,]/);
    expect(kept).toMatch(/\w$/);
    // The shell's own description is replaced, not repeated.
    expect(doc.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('keeps a plot that fits whole, and titles the page after the film', async () => {
    const plot = 'A short plot.';
    const { doc } = await servedDocument(CLOCKMAKER, { ...clockmaker, Plot: plot });
    expect(metaContent(doc, 'name', 'description')).toBe(plot);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.title).toBe('The Clockmaker — Фильмотека');
  });

  it('has the Open Graph tags and a large Twitter card with the poster, absolute on the origin', async () => {
    const { page, doc } = await servedDocument(CLOCKMAKER, clockmaker);
    const description = metaContent(doc, 'name', 'description');
    const poster = `${ORIGIN}${POSTER}`;
    expect(metaContent(doc, 'property', 'og:title')).toBe('The Clockmaker — Фильмотека');
    expect(metaContent(doc, 'property', 'og:description')).toBe(description);
    expect(metaContent(doc, 'property', 'og:type')).toBe('video.movie');
    expect(metaContent(doc, 'property', 'og:site_name')).toBe('Фильмотека');
    expect(metaContent(doc, 'property', 'og:locale')).toBe('ru_RU');
    expect(metaContent(doc, 'property', 'og:url')).toBe(`${ORIGIN}/movie/${CLOCKMAKER}`);
    expect(metaContent(doc, 'property', 'og:image')).toBe(poster);
    expect(metaContent(doc, 'property', 'og:image:alt')).toBe('Постер: The Clockmaker');
    expect(metaContent(doc, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(doc, 'name', 'twitter:title')).toBe('The Clockmaker — Фильмотека');
    expect(metaContent(doc, 'name', 'twitter:description')).toBe(description);
    expect(metaContent(doc, 'name', 'twitter:image')).toBe(poster);
    expect(canonicalOf(doc)).toEqual([`${ORIGIN}/movie/${CLOCKMAKER}`]);
    // What the server inserts holds the same link, as React writes it.
    expect(page.head).toContain(`<link rel="canonical" href="${ORIGIN}/movie/${CLOCKMAKER}"/>`);
  });

  it('names a series’ kind of video', async () => {
    const { doc } = await servedDocument(CLOCKMAKER, { ...clockmaker, Type: 'series' });
    expect(metaContent(doc, 'property', 'og:type')).toBe('video.tv_show');
  });

  it('leaves out the canonical link, og:url and a path poster’s image without an origin', async () => {
    const { doc } = await servedDocument(CLOCKMAKER, clockmaker, null);
    expect(canonicalOf(doc)).toEqual([]);
    expect(metaContent(doc, 'property', 'og:url')).toBeNull();
    expect(metaContent(doc, 'property', 'og:image')).toBeNull();
    expect(metaContent(doc, 'name', 'twitter:card')).toBe('summary');
    // The rest of the card stays.
    expect(metaContent(doc, 'property', 'og:title')).toBe('The Clockmaker — Фильмотека');
    expect(metaContent(doc, 'name', 'description')).not.toBeNull();
  });

  it('keeps an absolute poster from OMDb as it is, in the card and the <img>, origin or not', async () => {
    const upstream = 'https://m.media-amazon.com/images/M/upstream.jpg';
    const answer = {
      ...clockmaker,
      Title: 'Upstream Film',
      Plot: 'A plot that only the upstream knows.',
      Poster: upstream,
    };
    const { doc } = await servedDocument(CLOCKMAKER, answer, null);
    expect(metaContent(doc, 'property', 'og:image')).toBe(upstream);
    expect(metaContent(doc, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(doc.querySelector('h1')?.textContent).toBe('Upstream Film');
    expect(doc.body.textContent).toContain('A plot that only the upstream knows.');
    expect(doc.querySelector('img[alt="Постер: Upstream Film"]')?.getAttribute('src')).toBe(
      upstream,
    );
  });

  it('makes a small card without a poster, and no image at all', async () => {
    const { doc } = await servedDocument(CLOCKMAKER, { ...clockmaker, Poster: 'N/A' });
    expect(metaContent(doc, 'name', 'twitter:card')).toBe('summary');
    expect(metaContent(doc, 'property', 'og:image')).toBeNull();
    expect(metaContent(doc, 'name', 'twitter:image')).toBeNull();
    expect(doc.head.querySelector('link[rel="preload"]')).toBeNull();
  });
});

describe('a film page’s body, rendered on the server', () => {
  it('holds the film: title, year, rating, director and the whole plot', async () => {
    const { page, doc } = await servedDocument(CLOCKMAKER, clockmaker);
    expect(page.status).toBe(200);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(page.body).toMatch(/<h1 [^>]*>The Clockmaker<\/h1>/);
    expect(page.body).toContain('>2004</span>');
    expect(page.body).toContain('aria-label="Рейтинг IMDb: 7,5 из 10"');
    expect(page.body).toContain('>Ada Lindqvist</dd>');
    expect(doc.body.textContent).toContain(LONG_PLOT);
    // No <title> of its own in the body: the head above holds the one title.
    expect(page.body).not.toContain('<title>');
  });

  it('shows the poster as a sized, eager, high-priority <img>, preloaded from the head', async () => {
    const { page, doc } = await servedDocument(CLOCKMAKER, clockmaker);
    const img = /<img [^>]*alt="Постер: The Clockmaker"[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(img).toContain(`src="${POSTER}"`);
    expect(img).toMatch(/\swidth="300"/);
    expect(img).toMatch(/\sheight="450"/);
    expect(img).not.toMatch(/loading="lazy"/);
    expect(img).toMatch(/fetchpriority="high"/i);
    const parsed = doc.querySelector('img[alt="Постер: The Clockmaker"]');
    expect(parsed?.getAttribute('loading')).not.toBe('lazy');
    expect(parsed?.getAttribute('fetchpriority')).toBe('high');
    const preload = doc.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe(POSTER);
  });

  it('shows «Постер недоступен» in place of a missing poster', async () => {
    const { page, doc } = await servedDocument(CLOCKMAKER, { ...clockmaker, Poster: 'N/A' });
    expect(page.body).not.toContain('<img');
    expect(doc.querySelector('[role="img"][aria-label="Постер недоступен"]')).not.toBeNull();
    expect(doc.body.textContent).toContain('Постер недоступен');
  });
});

describe('a film page for an id that is not a film', () => {
  it('answers a malformed id with «Фильм не найден», its title and 404, not asking OMDb', async () => {
    for (const id of ['not-an-id', '<script>alert(1)', 'tt12']) {
      expect(isMovieId(id), id).toBe(false);
      // Whatever answer came, a malformed id is not looked up.
      const { page, doc } = await servedDocument(id, clockmaker);
      expect(page.status, id).toBe(404);
      expect(doc.title, id).toBe('Фильм — Фильмотека');
      expect(doc.querySelectorAll('title'), id).toHaveLength(1);
      expect(doc.body.textContent, id).toContain('Фильм не найден');
      expect(metaContent(doc, 'name', 'robots'), id).toBe('noindex');
      expect(`${page.head}${page.body}${page.data}`, id).not.toContain('<script>alert');
      const data = doc.getElementById('served-detail')?.textContent ?? 'null';
      expect(JSON.parse(data), id).toEqual({
        id,
        answer: { Response: 'False', Error: 'Incorrect IMDb ID.' },
      });
    }
  });

  it('answers an id OMDb does not know with the same page and 404', async () => {
    const id = imdbId(9999999);
    expect(isMovieId(id)).toBe(true);
    const { page, doc } = await servedDocument(id, {
      Response: 'False',
      Error: 'Incorrect IMDb ID.',
    });
    expect(page.status).toBe(404);
    expect(doc.title).toBe('Фильм — Фильмотека');
    expect(doc.body.textContent).toContain('Фильм не найден');
    expect(metaContent(doc, 'property', 'og:title')).toBeNull();
  });

  it('renders nothing for an answer about another film, or not an OMDb answer', async () => {
    expect(await renderMoviePage({ id: imdbId(1), answer: clockmaker, origin: ORIGIN })).toBeNull();
    expect(
      await renderMoviePage({ id: CLOCKMAKER, answer: { Title: 42 }, origin: ORIGIN }),
    ).toBeNull();
  });
});
