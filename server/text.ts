/**
 * The words of the pages the server makes by itself, without the client's rendering bundle. Each
 * is the client's own string (src/shared/text.ts, named beside it), so a visitor reads the same
 * words whichever side made the page. The server does not import the client (ESLint), so they are
 * repeated here, and server/text.test.ts checks that the client's sources hold each of them.
 */
export const serverText = {
  /** `text.errors.rateLimited`: what the app says of our HTTP 429. */
  rateLimited: 'Слишком много запросов, попробуйте через минуту',
  /** `text.titles.movie()`: a film page's title without its film. */
  movieTitle: 'Фильм — Фильмотека',
} as const;
