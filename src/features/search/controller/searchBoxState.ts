import { text } from '../../../shared/text';
import { hasFilters, type SearchFilters } from '../filters';
import { checkQuery, hasCyrillic, isImdbId, MIN_QUERY_LENGTH } from '../query';

interface SearchBoxInput {
  input: string;
  activeQuery: string;
  filters: SearchFilters;
  loading: boolean;
  /** A warning the last search left (too general, say). */
  storedWarning: string | null;
}

/** What the search box shows beside its text: whether it can send, its warning, its hint. */
export function searchBoxState({
  input,
  activeQuery,
  filters,
  loading,
  storedWarning,
}: SearchBoxInput) {
  const check = checkQuery(input);
  return {
    /** An id lookup ignores the filters, and the page says so. */
    filtersIgnored: isImdbId(activeQuery) && hasFilters(filters),
    canSubmit: !loading && input.trim().length >= MIN_QUERY_LENGTH,
    warning: storedWarning ?? (check.kind === 'tooShort' ? check.warning : null),
    hint: hasCyrillic(input) ? text.search.cyrillicHint : null,
  };
}
