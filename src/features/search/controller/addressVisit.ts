import { sameFilters, type SearchFilters } from '../filters';
import { checkQuery } from '../query';
import { readSearchAddress } from '../searchAddress';
import { text } from '../../../shared/text';
import { badYearWarning, yearText } from './filterFields';

/** What a visit to a search address (a reload, a shared link, Back/Forward) asks of the page. */
export type AddressVisit =
  /** `/` alone (the logo, the menu): the search on screen stays, and the address names it. */
  | { kind: 'keep' }
  /** A type or year the spec refuses: shown with its warning, and nothing runs until corrected. */
  | { kind: 'refuse'; query: string; filters: SearchFilters; yearInput: string; warning: string }
  /** The search on screen (Back from a film): its results, and the pages loaded, are still here. */
  | { kind: 'onScreen'; query: string }
  /** Another search: run it, as if typed. */
  | { kind: 'run'; query: string; filters: SearchFilters };

export function addressVisit(
  search: string,
  onScreen: { query: string; filters: SearchFilters },
): AddressVisit {
  const wanted = readSearchAddress(search);
  if (wanted.query.trim() === '') return { kind: 'keep' };
  if (wanted.badType !== null || wanted.badYear !== null) {
    return {
      kind: 'refuse',
      query: wanted.query,
      filters: wanted.filters,
      yearInput: wanted.badYear ?? yearText(wanted.filters),
      warning: wanted.badType !== null ? text.search.badType(wanted.badType) : badYearWarning(),
    };
  }
  const check = checkQuery(wanted.query);
  const shown =
    (check.kind === 'title' || check.kind === 'id') &&
    check.query === onScreen.query &&
    sameFilters(wanted.filters, onScreen.filters);
  if (shown) return { kind: 'onScreen', query: wanted.query };
  return { kind: 'run', query: wanted.query, filters: wanted.filters };
}
