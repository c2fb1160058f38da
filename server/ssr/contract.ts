/**
 * What the server-rendering bundle (src/prerender.tsx) and the server agree on. Types
 * only, with no imports: the client's TypeScript project reads this file too.
 */

export interface MoviePageInput {
  /** The route's id, as the router decodes it. */
  id: string;
  /** OMDb's HTTP 200 answer to `i={id}&plot=full`; unused for an id that is not an IMDb id. */
  answer: unknown;
  /** `https://host[:port]`, for the absolute URLs of the meta tags; null leaves them out. */
  origin: string | null;
}

export interface RenderedMoviePage {
  /** 200 with the film, 404 with «Фильм не найден». */
  status: 200 | 404;
  /** Elements for <head>: title, description, Open Graph, Twitter, canonical, preloads. */
  head: string;
  /** The inside of #root. */
  body: string;
  /** The element that carries the film to the client. */
  data: string;
}

export interface SsrBundle {
  /** Whether a route of the app claims `path`; any other path is the 404 page. */
  isKnownPage(path: string): boolean;
  /** The file of the shell the build wrote for the page at `path`, when it has one of its own. */
  shellFor(path: string): string | null;
  /** Whether OMDb is worth asking about `id`: any other id is «Фильм не найден» at once. */
  isMovieId(id: string): boolean;
  /** The film page; null when `answer` is not an OMDb answer about this id (send the shell). */
  renderMoviePage(input: MoviePageInput): Promise<RenderedMoviePage | null>;
}
