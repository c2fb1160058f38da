import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { placeOf, rememberPlace, type SearchPlace } from './searchPlaces';

export interface SearchPlaceOptions {
  /** Pages of results loaded. */
  pages: number;
  /** Results are on screen and nothing is loading. */
  settled: boolean;
  hasMore: boolean;
  /** The last request failed: no more pages are asked for by themselves. */
  failed: boolean;
  loadMore: () => void;
}

const SAVE_DELAY_MS = 150;

/**
 * Back (or Forward, or a reload) to a search returns to the same place: as many pages loaded as
 * were, and the same scroll position. Any other arrival starts where the browser puts it.
 */
export function useSearchPlace({ pages, settled, hasMore, failed, loadMore }: SearchPlaceOptions) {
  const { key, search } = useLocation();
  const navigationType = useNavigationType();
  // The place still to return to, for this entry; null once returned (or when there is none).
  const pending = useRef<{ place: SearchPlace | null }>({ place: null });
  useLayoutEffect(() => {
    pending.current = { place: navigationType === 'POP' ? placeOf(key, search) : null };
  }, [key, search, navigationType]);

  // The pages first, one at a time; then the scroll position, before the browser paints.
  useLayoutEffect(() => {
    const place = pending.current.place;
    if (place && failed) pending.current.place = null; // what could not load is not waited for
    if (!place || !settled) return;
    if (pages < place.pages && hasMore) {
      loadMore();
      return;
    }
    pending.current.place = null;
    window.scrollTo(0, place.scrollY);
  }, [pages, settled, hasMore, failed, loadMore]);

  useEffect(() => {
    if (settled && !pending.current.place) rememberPlace(key, search, { pages });
  }, [key, search, pages, settled]);

  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      if (!pending.current.place) rememberPlace(key, search, { scrollY: window.scrollY });
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_DELAY_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Leaving the entry (a film opened, a new search): where the page was, before it goes.
    return () => {
      window.removeEventListener('scroll', onScroll);
      save();
    };
  }, [key, search]);
}
