import type { CatalogEntry } from './catalog/index.ts';
import { OMDB_ERRORS, omdbError, type OmdbAnswer } from './messages.ts';
import { matchesAllWords, queryWords, startYear } from './text.ts';
import { posterFor } from './posterUrl.ts';

export const PAGE_SIZE = 10;
export const MAX_PAGE = 100;
/**
 * OMDb refuses queries that match too much ("Too many results."). Its real limit is unknown and
 * applies to millions of titles; over our ~230 we refuse only above 100 matches, so broad words
 * such as "star" or "batman" still page (21+ results), while a one-letter query never does.
 */
export const TOO_MANY_RESULTS = 100;
/** Shorter queries (letters and digits only, after folding) get "Too many results." too. */
export const MIN_QUERY_LENGTH = 2;

const TYPES: ReadonlySet<string> = new Set(['movie', 'series', 'episode', 'game']);

/** `page` as OMDb reads it: absent or empty is page 1; anything but 1–100 is refused. */
export function parsePage(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return 1;
  if (!/^\s*\d+\s*$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

/**
 * Filters shared by search and title lookup. An empty `type` or `y` is no filter; an unknown
 * type matches nothing; `y` matches the first year ("1999–2003" is found with y=1999) and a
 * value that is not a year is ignored, as OMDb does.
 */
export function entryFilter(params: URLSearchParams): (entry: CatalogEntry) => boolean {
  const type = params.get('type')?.trim().toLowerCase() ?? '';
  const yearText = params.get('y')?.trim() ?? '';
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  return (entry) => {
    if (type !== '' && (!TYPES.has(type) || entry.Type !== type)) return false;
    return year === null || startYear(entry.Year) === year;
  };
}

/** A stable order (OMDb promises none): first year, then title, then id. */
function byYearThenTitle(a: CatalogEntry, b: CatalogEntry): number {
  const years = (startYear(a.Year) ?? 0) - (startYear(b.Year) ?? 0);
  if (years !== 0) return years;
  const titles = a.Title.localeCompare(b.Title, 'en');
  return titles !== 0 ? titles : a.imdbID.localeCompare(b.imdbID);
}

export function searchCatalog(
  query: string,
  params: URLSearchParams,
  catalog: readonly CatalogEntry[],
): OmdbAnswer {
  const page = parsePage(params.get('page'));
  if (page === null) return omdbError(OMDB_ERRORS.pageOutOfRange);

  const words = queryWords(query);
  const length = words.reduce((sum, { word }) => sum + word.length, 0);
  if (length < MIN_QUERY_LENGTH) return omdbError(OMDB_ERRORS.tooMany);

  const keep = entryFilter(params);
  const matches = catalog.filter((entry) => keep(entry) && matchesAllWords(entry.Title, words));
  if (matches.length > TOO_MANY_RESULTS) return omdbError(OMDB_ERRORS.tooMany);

  const pageItems = [...matches]
    .sort(byYearThenTitle)
    .slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  if (pageItems.length === 0) return omdbError(OMDB_ERRORS.notFound);

  return {
    status: 200,
    body: {
      Search: pageItems.map((entry) => ({
        Title: entry.Title,
        Year: entry.Year,
        imdbID: entry.imdbID,
        Type: entry.Type,
        Poster: posterFor(entry),
      })),
      totalResults: String(matches.length),
      Response: 'True',
    },
  };
}
