/**
 * A search the server ran for the page's address (`/?q=…`) and rendered with its results: the
 * page's HTML carries OMDb's answer, and the client runs the same search against that answer
 * instead of asking again, so the results it renders are the ones on screen.
 */
import type { AppDispatch } from '../../app/hooks';
import { searchMovies, type SearchArgs } from '../../features/search/results/thunks';
import { checkQuery } from '../../features/search/query';
import { readSearchAddress } from '../../features/search/searchAddress';
import { addRecentSearch, setFilters, setQuery } from '../../features/search/searchSlice';
import { SERVED_SEARCH_ELEMENT_ID } from './servedSearchElement';

/** What these functions use of the store. */
interface Dispatching {
  dispatch: AppDispatch;
}

/** What the page carries: the address's search, OMDb's parameters, and OMDb's answer to them. */
export interface ServedSearchData {
  search: string;
  /** OMDb's query string without the key, as `omdbParams` gives it. */
  params: string;
  answer: unknown;
}

/** The search an address runs at once; null when the spec's rules refuse it (a warning, no request). */
export function addressSearch(search: string): SearchArgs | null {
  const wanted = readSearchAddress(search);
  if (wanted.badType !== null || wanted.badYear !== null) return null;
  const check = checkQuery(wanted.query);
  if (check.kind !== 'title' && check.kind !== 'id') return null;
  return { query: check.query, page: 1, byId: check.kind === 'id', filters: wanted.filters };
}

/** A request's OMDb parameters without the key, in a stable order: what a served answer is for. */
export function omdbParams(url: string | URL): string {
  const params = new URLSearchParams(new URL(url, 'http://localhost/').search);
  params.delete('apikey');
  params.sort();
  return params.toString();
}

/**
 * Runs the address's search as the search page does when it opens an address (the query, its
 * filters, the first page), with the store's own OMDb client. Resolves once the answer is in.
 */
export async function runAddressSearch(store: Dispatching, args: SearchArgs): Promise<void> {
  store.dispatch(setQuery(args.query));
  if (args.filters) store.dispatch(setFilters(args.filters));
  await store.dispatch(searchMovies(args));
}

/** Records the search among the visitor's recent ones, as a search the page ran would be. */
function rememberAddressSearch(store: Dispatching, args: SearchArgs): void {
  store.dispatch(addRecentSearch(args.query));
}

/**
 * A fetch that answers the served request once from the page's data and leaves every other to
 * `fetchOnward`: the app's first search is the server's, without a second request.
 */
function answerServedFirst(served: ServedSearchData, fetchOnward: typeof fetch): typeof fetch {
  let used = false;
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (used || omdbParams(url) !== served.params) return fetchOnward(input, init);
    used = true;
    return Promise.resolve(
      new Response(JSON.stringify(served.answer), {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    );
  };
}

/** The served search, when the page has one for its own address and it is well-formed. */
function readServedSearch(doc: Document, search: string): ServedSearchData | null {
  const json = doc.getElementById(SERVED_SEARCH_ELEMENT_ID)?.textContent;
  if (!json) return null;
  try {
    const data = JSON.parse(json) as Partial<ServedSearchData>;
    if (data.search !== search || typeof data.params !== 'string' || !('answer' in data))
      return null;
    return data as ServedSearchData;
  } catch {
    return null;
  }
}

/** What the client does with a served search: answer its first request, then run it. */
export interface ServedSearch {
  fetch: typeof fetch;
  /** Runs the address's search against the served answer; resolves once it is in the store. */
  run(store: Dispatching): Promise<void>;
  /** Records it among the recent searches (once saving is attached). */
  remember(store: Dispatching): void;
}

/** The page's served search for `search`, ready to use; null when it has none. */
export function takeServedSearch(
  doc: Document,
  search: string,
  fetchOnward: typeof fetch,
): ServedSearch | null {
  const served = readServedSearch(doc, search);
  const args = served ? addressSearch(search) : null;
  if (!served || !args) return null;
  return {
    fetch: answerServedFirst(served, fetchOnward),
    run: (store) => runAddressSearch(store, args),
    remember: (store) => rememberAddressSearch(store, args),
  };
}
