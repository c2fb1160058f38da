import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { storageKeys } from '../../data/storage/storageKeys';
import { currentStyles, fingerprintOf, writeFirstScreen } from '../../shared/lib/storedFirstScreen';
import { whenIdle } from '../../shared/lib/whenIdle';

/** Kept once the browser is idle after the page drew, this long after at the latest. */
const SAVE_IDLE_TIMEOUT_MS = 2000;
/** Something open, or the visitor's own passing state: not part of a first screen. */
const PASSING = 'dialog[open], [aria-expanded="true"], [aria-busy="true"]';

const CAROUSEL = '[aria-roledescription="carousel"]';
const SLIDE = '[aria-roledescription="slide"]';
/**
 * The carousel's slides that its widest layout shows at its start (four of 25% each,
 * FavoritesCarousel.module.css): kept whatever the window's width now, as the next visit may be in
 * a wider one. The slides after them are not drawn there, and would only cost its first layout.
 */
const SLIDES_AT_START = 4;

/**
 * The page's main as a first screen: the carousel at its start (embla moves it by a transform),
 * holding only the slides that show there.
 */
function firstScreenOf(main: HTMLElement): string {
  const copy = main.cloneNode(true) as HTMLElement;
  for (const moved of copy.querySelectorAll<HTMLElement>(`${CAROUSEL} [style]`))
    moved.style.removeProperty('transform');
  for (const unseen of [...copy.querySelectorAll(`${CAROUSEL} ${SLIDE}`)].slice(SLIDES_AT_START))
    unseen.remove();
  return copy.innerHTML;
}

/**
 * Keeps the favorites page's first screen for the next visit's first frame (boot/storedFirstScreen.ts):
 * each time the list drawn changes (`drawn`), once the browser is idle and the favorites are saved,
 * with their fingerprint. Not while `passing` state is on the page (a notice, a dialog, a menu), nor
 * scrolled away from its top.
 */
export function useFirstScreenSnapshot(drawn: unknown, passing: boolean): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (passing) return;
    // After the favorites' own write, which is scheduled the same way when they change.
    return whenIdle(
      () => {
        const main = document.getElementById('main');
        const favorites = localStorage.getItem(storageKeys.favorites);
        if (!main || favorites === null || window.scrollY > window.innerHeight / 2) return;
        if (main.querySelector(PASSING)) return;
        writeFirstScreen(localStorage, {
          address: pathname + search,
          styles: currentStyles(document),
          favorites: fingerprintOf(favorites),
          html: firstScreenOf(main),
        });
      },
      { timeoutMs: SAVE_IDLE_TIMEOUT_MS },
    );
  }, [drawn, passing, pathname, search]);
}
