/**
 * The search page for an address with a search (`/?q=…`, with its filters) rendered on the server
 * with its results (see server/ssr/): the same search the page would run, answered through the
 * server's OMDb answers (its cache, coalescing and limit), and the answer itself as JSON, which the
 * client runs its search against instead of asking again.
 */
import { createOmdbClient } from '../api/omdbClient';
import { paths } from '../shared/paths';
import { makeStore } from '../app/store';
import { preloadSearchResults } from '../pages/SearchPage/SearchPage';
import {
  addressSearch,
  omdbParams,
  runAddressSearch,
  type ServedSearchData,
} from '../pages/SearchPage/servedSearch';
import { SERVED_SEARCH_ELEMENT_ID } from '../pages/SearchPage/servedSearchElement';
import type { RenderedPage, SearchPageInput } from '../../server/ssr/contract.ts';
import { jsonForScript } from './jsonScript';
import { renderAppAt } from './renderApp';

const TITLE = /<title>[^<]*<\/title>/;

/** Thrown by the server's fetch when it has no answer: the page is not rendered. */
class NoAnswer extends Error {}

/** See SsrBundle in server/ssr/contract.ts. */
export async function renderSearchResultsPage({
  search,
  ask,
}: SearchPageInput): Promise<RenderedPage | null> {
  const args = addressSearch(search);
  if (!args) return null;
  let served: ServedSearchData | null = null;
  const omdb = createOmdbClient({
    baseUrl: '/api/omdb/',
    apiKey: '',
    origin: 'http://localhost/',
    async fetch(input) {
      const params = omdbParams(String(input));
      const answer = await ask(params);
      if (answer === null || answer.status !== 200) throw new NoAnswer();
      served = { search, params, answer: answer.body };
      return new Response(JSON.stringify(answer.body), {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    },
  });
  const store = makeStore({ omdb });
  await Promise.all([runAddressSearch(store, args), preloadSearchResults()]);
  // No answer (in time, or at all): the client asks itself. Any answer OMDb gave, a failure
  // included, is what the client's search will make of it too.
  const data = served as ServedSearchData | null;
  if (data === null) return null;
  const markup = renderAppAt(`${paths.search.getHref()}${search}`, undefined, store);
  return {
    status: 200,
    head: TITLE.exec(markup)?.[0] ?? '',
    body: markup.replace(TITLE, ''),
    data: `<script type="application/json" id="${SERVED_SEARCH_ELEMENT_ID}">${jsonForScript(data)}</script>`,
  };
}
