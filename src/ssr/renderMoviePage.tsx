/**
 * A film's page rendered on the server (see server/ssr/): the layout and MovieDetailPage, the same
 * components the client hydrates, with the film OMDb (or the demo catalog) sent; its <head>
 * elements; and the film itself as JSON, which the client reads instead of asking OMDb again.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { imdbIdPattern } from '../api/imdbId';
import { parseDetail } from '../api/schemas';
import { paths } from '../shared/paths';
import { preloadPageFor } from '../app/router';
import {
  SERVED_DETAIL_ELEMENT_ID,
  type ServedDetailData,
} from '../pages/MovieDetailPage/servedDetail';
import { detailServed, type ServedDetail } from '../features/film';
import type { MoviePageInput, RenderedMoviePage } from '../../server/ssr/contract.ts';
import { jsonForScript } from './jsonScript';
import { MovieHead } from './MovieHead';
import { renderAppAt } from './renderApp';

export function isMovieId(id: string): boolean {
  return imdbIdPattern.test(id);
}

/** What OMDb says of a malformed id, so the client reads both kinds of 404 alike. */
const MALFORMED_ID_ANSWER = { Response: 'False', Error: 'Incorrect IMDb ID.' };

/** Resource hints React puts before the markup (the poster's preload): they belong in the head. */
const LEADING_LINKS = /^(?:<link [^>]*>)+/;

/** See SsrBundle in server/ssr/contract.ts. */
export async function renderMoviePage({
  id,
  answer,
  origin,
}: MoviePageInput): Promise<RenderedMoviePage | null> {
  const sent = isMovieId(id) ? answer : MALFORMED_ID_ANSWER;
  const parsed = parseDetail(sent);
  if (!parsed.ok && parsed.failure === null) return null;
  const movie = parsed.ok ? parsed.value : null;
  if (movie && movie.imdbID.toLowerCase() !== id.toLowerCase()) return null;

  const served: ServedDetail = { id, movie };
  const location = paths.movie.getHref(id);
  await preloadPageFor(location);
  const markup = renderAppAt(location, (store) => store.dispatch(detailServed(served)));
  const data: ServedDetailData = { id, answer: sent };
  const hints = LEADING_LINKS.exec(markup)?.[0] ?? '';
  return {
    status: movie ? 200 : 404,
    head: renderToStaticMarkup(<MovieHead movie={movie} origin={origin} />) + hints,
    // The page's <title> is rendered in place on the server; the head above holds it.
    body: markup.slice(hints.length).replace(/<title>[^<]*<\/title>/g, ''),
    data: `<script type="application/json" id="${SERVED_DETAIL_ELEMENT_ID}">${jsonForScript(data)}</script>`,
  };
}
