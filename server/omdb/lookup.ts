import type { CatalogEntry } from './catalog/index.ts';
import { OMDB_ERRORS, omdbError, type OmdbAnswer } from './messages.ts';
import { posterFor } from './posterUrl.ts';
import { entryFilter } from './search.ts';
import { titleKey } from './text.ts';

export const IMDB_ID = /^tt\d{7,8}$/i;
/** Our two additions to OMDb's record; never part of an answer. */
const CATALOG_ONLY = new Set(['ShortPlot', 'HasPoster', 'Poster']);

/**
 * The record as OMDb sends it: fields in OMDb's order with `Poster` after `Awards`,
 * `plot=full` gives the full plot and anything else (OMDb's default, "short") the short one.
 */
export function detailBody(entry: CatalogEntry, plot: string | null): Record<string, unknown> {
  const full = plot?.trim().toLowerCase() === 'full';
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) {
    if (CATALOG_ONLY.has(key)) continue;
    body[key] = key === 'Plot' && !full ? entry.ShortPlot : value;
    if (key === 'Awards') body.Poster = posterFor(entry);
  }
  if (!('Poster' in body)) body.Poster = posterFor(entry);
  body.Response = 'True';
  return body;
}

export function findById(catalog: readonly CatalogEntry[], id: string): CatalogEntry | undefined {
  const wanted = id.trim().toLowerCase();
  if (!IMDB_ID.test(wanted)) return undefined;
  return catalog.find((entry) => entry.imdbID.toLowerCase() === wanted);
}

export function lookupById(
  id: string,
  params: URLSearchParams,
  catalog: readonly CatalogEntry[],
): OmdbAnswer {
  const entry = findById(catalog, id);
  return entry
    ? { status: 200, body: detailBody(entry, params.get('plot')) }
    : omdbError(OMDB_ERRORS.incorrectId);
}

function votes(entry: CatalogEntry): number {
  const count = Number(entry.imdbVotes.replace(/,/g, ''));
  return Number.isFinite(count) ? count : 0;
}

/**
 * `t`: the title compared whole, ignoring case and accents, narrowed by `type` and `y`. When
 * several titles are equal (remakes), the most voted wins, as OMDb tends to answer.
 */
export function findByTitle(
  title: string,
  params: URLSearchParams,
  catalog: readonly CatalogEntry[],
): CatalogEntry | undefined {
  const wanted = titleKey(title);
  const keep = entryFilter(params);
  const found = catalog
    .filter((entry) => keep(entry) && titleKey(entry.Title) === wanted)
    .sort((a, b) => votes(b) - votes(a) || a.imdbID.localeCompare(b.imdbID));
  return found[0];
}

export function lookupByTitle(
  title: string,
  params: URLSearchParams,
  catalog: readonly CatalogEntry[],
): OmdbAnswer {
  const best = findByTitle(title, params, catalog);
  return best
    ? { status: 200, body: detailBody(best, params.get('plot')) }
    : omdbError(OMDB_ERRORS.notFound);
}
