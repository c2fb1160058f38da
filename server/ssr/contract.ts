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

export interface SsrBundle extends SearchPageBundle {
  /** Whether a route of the app claims `path`; any other path is the 404 page. */
  isKnownPage(path: string): boolean;
  /** The file of the shell the build wrote for the page at `path`, when it has one of its own. */
  shellFor(path: string): string | null;
  /** Whether OMDb is worth asking about `id`: any other id is «Фильм не найден» at once. */
  isMovieId(id: string): boolean;
  /** The film page; null when `answer` is not an OMDb answer about this id (send the shell). */
  renderMoviePage(input: MoviePageInput): Promise<RenderedMoviePage | null>;
  /**
   * The year page at `path` (`/year/2026`): its frame and loading state, which the client fills in
   * from the visitor's own data; null when `path` is not a year the route admits (the 404 page).
   */
  renderYearPage(path: string): Promise<RenderedPage | null>;
}

/** A page the server renders per request: what fills the shell. */
export interface RenderedPage {
  status: number;
  /** Elements for <head>; at least the page's <title>. */
  head: string;
  /** The inside of #root. */
  body: string;
  /** The element that carries the page's data to the client. */
  data: string;
}

/** OMDb's answer to a request, as the server's answers give it; null when none came in time. */
export interface ServerAnswer {
  status: number;
  body: unknown;
}

export interface SearchPageInput {
  /** The address's query string (`?q=…&type=…&y=…`). */
  search: string;
  /** Asks OMDb, through the server's answers, with these parameters (a query string, no key). */
  ask(params: string): Promise<ServerAnswer | null>;
}

export interface SearchPageBundle {
  /**
   * The search page with the results of the address's search; null when the address runs no
   * search (the spec's rules refuse it) or no answer came (send the prerendered page).
   */
  renderSearchResultsPage(input: SearchPageInput): Promise<RenderedPage | null>;
}
