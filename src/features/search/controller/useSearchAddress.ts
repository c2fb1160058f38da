import { useCallback, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import type { SearchFilters } from '../filters';
import { searchAddressFor, withoutEmptyFilters } from '../searchAddress';

/**
 * How a search changes the address: typing replaces the current entry, a deliberate choice (Enter,
 * the button, a chip, a filter) adds one, and a search read from the address leaves it as it is.
 */
export type AddressChange = 'push' | 'replace' | 'none';

/**
 * The search in the address (`?q=…&type=…&y=…`), so a reload, a shared link and Back/Forward show
 * it again: `write` puts the page's own search there, and useAddressVisits hands on every other.
 */
export function useSearchAddress() {
  const navigate = useNavigate();
  const location = useLocation();
  // The address this page last wrote or applied: any other is a visit (a link, Back, Forward) to show.
  const handledAddressRef = useRef<string | null>(null);
  const currentAddress = useRef(location.search);
  useLayoutEffect(() => {
    currentAddress.current = location.search;
  }, [location.search]);

  const writeAddress = useCallback(
    (query: string, filters: SearchFilters, change: AddressChange) => {
      if (change === 'none') return;
      const search = searchAddressFor(query, filters);
      handledAddressRef.current = search;
      if (search === currentAddress.current) return;
      void navigate(
        { pathname: paths.search.getHref(), search },
        { replace: change === 'replace' },
      );
    },
    [navigate],
  );

  return { write: writeAddress, handledAddressRef };
}

/** Calls `onVisit` with each address the page did not write itself: a reload, a link, Back. */
export function useAddressVisits(
  { handledAddressRef }: ReturnType<typeof useSearchAddress>,
  onVisit: (search: string) => void,
) {
  const navigate = useNavigate();
  const location = useLocation();
  // Only the address is watched: what the page itself wrote there is already on screen.
  const visit = useEffectEvent(onVisit);
  // In the commit that shows the page: a passive effect can wait past a paint, and a year the
  // visitor types meanwhile would be replaced by the address's when it runs.
  useLayoutEffect(() => {
    if (location.search === handledAddressRef.current) return;
    // A plain form submission (before the app ran) names the empty filters too: the same search.
    const tidy = withoutEmptyFilters(location.search);
    handledAddressRef.current = tidy;
    if (tidy !== location.search) {
      void navigate({ pathname: paths.search.getHref(), search: tidy }, { replace: true });
    }
    visit(tidy);
  }, [location.search, navigate, handledAddressRef]);
}
