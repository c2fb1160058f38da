/**
 * A stand-in for the build's server-rendering bundle (src/prerender.tsx, built into dist-ssr/):
 * the exports the server loads (`SsrBundle`), making small fixed pages, so the server's tests test
 * the server (which route asks for which page with what, and what it sends then) without a build.
 * How the client renders its pages is tested in src/ssr/ and e2e/. `fakeBuildWithPages` serves it.
 *
 * The app it stands for has the routes `/`, `/favorites`, `/charts` (with a shell of its own,
 * charts.html), `/movie/{id}` and `/year/{year}`, a year being four digits from 1000.
 */
import type {
  MoviePageInput,
  RenderedMoviePage,
  RenderedPage,
  SearchPageInput,
} from '../ssr/contract.ts';

const MOVIE = /^\/movie\/[^/]+$/i;
const YEAR = /^\/year\/([1-9]\d{3})$/;
const ROUTES = new Set(['/', '/favorites', '/charts']);

export const CHARTS_SHELL = 'charts.html';
/** What the page of an id OMDb does not know, or of a malformed one, says. */
export const NO_SUCH_FILM = 'Fake: no such film';
/** The shortest search the fake app runs, as the client has one. */
export const MIN_QUERY = 3;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** JSON that cannot end its <script> element. */
function dataElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export function isKnownPage(path: string): boolean {
  return ROUTES.has(path) || MOVIE.test(path) || YEAR.test(path);
}

export function shellFor(path: string): string | null {
  return path === '/charts' ? CHARTS_SHELL : null;
}

export function isMovieId(id: string): boolean {
  return /^tt\d{7,8}$/i.test(id);
}

type Answer = { Response?: unknown; Error?: unknown; Title?: unknown; imdbID?: unknown };

/** The film's title in <title> and <h1>, the origin in a canonical link; the answer as data. */
export async function renderMoviePage({
  id,
  answer,
  origin,
}: MoviePageInput): Promise<RenderedMoviePage | null> {
  const sent = (isMovieId(id) ? answer : { Response: 'False', Error: 'Incorrect IMDb ID.' }) as
    Answer | null | undefined;
  const data = dataElement('served-detail', { id, answer: sent });
  if (sent?.Response === 'False' && typeof sent.Error === 'string')
    return {
      status: 404,
      head: `<title>${NO_SUCH_FILM}</title>`,
      body: `<main><h1>${NO_SUCH_FILM}</h1></main>`,
      data,
    };
  const isFilm =
    sent?.Response === 'True' &&
    typeof sent.Title === 'string' &&
    String(sent.imdbID).toLowerCase() === id.toLowerCase();
  if (!isFilm) return null;
  const title = escapeHtml(sent.Title as string);
  const canonical = origin
    ? `<link rel="canonical" href="${escapeHtml(`${origin}/movie/${id}`)}"/>`
    : '';
  return {
    status: 200,
    head: `<title>${title} (fake)</title><meta name="description" content="${title}"/>${canonical}`,
    body: `<main><h1>${title}</h1></main>`,
    data,
  };
}

/** The titles OMDb gives for `?q=` (and `type`, `y`), each a link; null for a shorter query. */
export async function renderSearchResultsPage({
  search,
  ask,
}: SearchPageInput): Promise<RenderedPage | null> {
  const address = new URLSearchParams(search);
  const query = address.get('q')?.trim() ?? '';
  if (query.length < MIN_QUERY) return null;
  const params = new URLSearchParams({ s: query, page: '1' });
  for (const name of ['type', 'y']) {
    const value = address.get(name);
    if (value) params.set(name, value);
  }
  const answer = await ask(params.toString());
  if (answer === null || answer.status !== 200) return null;
  const found = (answer.body as { Search?: Array<{ Title: string; imdbID: string }> }).Search ?? [];
  const links = found.map(
    (film) => `<li><a href="/movie/${escapeHtml(film.imdbID)}">${escapeHtml(film.Title)}</a></li>`,
  );
  return {
    status: 200,
    head: `<title>Search: ${escapeHtml(query)} (fake)</title>`,
    body: `<main><ul>${links.join('')}</ul></main>`,
    data: dataElement('served-search', { search, params: params.toString() }),
  };
}

/** The year's heading; null for a path that is not a year. */
export async function renderYearPage(path: string): Promise<RenderedPage | null> {
  const year = YEAR.exec(path)?.[1];
  if (!year) return null;
  return {
    status: 200,
    head: `<title>Year ${year} (fake)</title>`,
    body: `<main><h1>Year ${year}</h1></main>`,
    data: '',
  };
}
