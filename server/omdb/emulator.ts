import { catalog as defaultCatalog, type CatalogEntry } from './catalog/index.ts';
import { OMDB_ERRORS, omdbError, type OmdbAnswer } from './messages.ts';
import { lookupById, lookupByTitle } from './lookup.ts';
import { searchCatalog } from './search.ts';

export type { OmdbAnswer } from './messages.ts';

function present(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value !== null && value.trim() !== '' ? value : null;
}

/**
 * OMDb's semantics over a catalog: the one copy of the rules, used by the demo server, the Vite
 * dev server and the client's tests. `apikey` is accepted and ignored; unknown parameters too.
 * As on OMDb, `i` wins over `t`, `t` over `s`, and a request with none is "Incorrect IMDb ID.".
 * Every answer is HTTP 200, errors included, exactly like OMDb's.
 */
export function answerOmdb(
  params: URLSearchParams,
  catalog: readonly CatalogEntry[] = defaultCatalog,
): OmdbAnswer {
  const id = present(params, 'i');
  if (id !== null) return lookupById(id, params, catalog);
  const title = present(params, 't');
  if (title !== null) return lookupByTitle(title, params, catalog);
  const query = present(params, 's');
  if (query !== null) return searchCatalog(query, params, catalog);
  return omdbError(OMDB_ERRORS.incorrectId);
}
