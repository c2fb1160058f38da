import { catalog as defaultCatalog, type CatalogEntry } from './catalog/index.ts';
import { seasonsCatalog, type SeasonsCatalog } from './catalog/seasons.ts';
import { OMDB_ERRORS, omdbError, type OmdbAnswer } from './messages.ts';
import { IMDB_ID, findById, findByTitle, lookupById, lookupByTitle } from './lookup.ts';
import { answerSeason, numberParam } from './seasons.ts';
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
 * `Season` (with `Episode`) on `i` or `t` asks for a series' season (seasons.ts); `Episode`
 * without a season is ignored. Every answer is HTTP 200, errors included, exactly like OMDb's.
 */
export function answerOmdb(
  params: URLSearchParams,
  catalog: readonly CatalogEntry[] = defaultCatalog,
  seasons: SeasonsCatalog = seasonsCatalog,
): OmdbAnswer {
  const id = present(params, 'i');
  const title = present(params, 't');
  if (numberParam(params, 'Season') !== undefined && (id !== null || title !== null)) {
    if (id !== null && !IMDB_ID.test(id.trim())) return omdbError(OMDB_ERRORS.incorrectId);
    const series = id !== null ? findById(catalog, id) : findByTitle(title!, params, catalog);
    return series
      ? answerSeason(series, params, catalog, seasons)
      : omdbError(
          numberParam(params, 'Episode') === undefined
            ? OMDB_ERRORS.seasonNotFound
            : OMDB_ERRORS.episodeNotFound,
        );
  }
  if (id !== null) return lookupById(id, params, catalog);
  if (title !== null) return lookupByTitle(title, params, catalog);
  const query = present(params, 's');
  if (query !== null) return searchCatalog(query, params, catalog);
  return omdbError(OMDB_ERRORS.incorrectId);
}
