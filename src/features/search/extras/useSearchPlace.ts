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
const SETTLE_MS = 2000;

/**
 * Scrolls to `y`. A page not yet as tall as it was (a part that loads after start-up, like the
 * footer's shortcuts button) stops short: then each growth of the page in the next two seconds
 * scrolls on, until `y` is reached or the visitor scrolls themselves.
 */
function scrollBackTo(y: number): void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1 || typeof ResizeObserver === 'undefined') return;
  const stop = new AbortController();
  const growth = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop.abort();
  });
  stop.signal.addEventListener('abort', () => growth.disconnect());
  growth.observe(document.body);
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) {
    window.addEventListener(type, () => stop.abort(), { once: true, signal: stop.signal });
  }
  setTimeout(() => stop.abort(), SETTLE_MS);
}

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
    scrollBackTo(place.scrollY);
  }, [pages, settled, hasMore, failed, loadMore]);

  useEffect(() => {
    if (settled && !pending.current.place) rememberPlace(key, search, { pages });
  }, [key, search, pages, settled]);

  // The browser's own restoring would compete with this one, and lose to a page still loading its
  // pages: entries of the search page are restored here alone. The mode belongs to the current
  // history entry, so leaving hands the next entry (a film's page) back to the browser.
  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = 'auto';
    };
  }, [key]);

  // Saved when the scrolling stops, and at once when the visitor presses anything (a card, a key):
  // never while the page is being left, when the browser may already have moved it.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      if (!pending.current.place) rememberPlace(key, search, { scrollY: window.scrollY });
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_DELAY_MS);
    };
    const options = { capture: true, passive: true };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pointerdown', save, options);
    window.addEventListener('keydown', save, options);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pointerdown', save, options);
      window.removeEventListener('keydown', save, options);
    };
  }, [key, search]);
}
