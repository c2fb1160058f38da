import {
  defaultRangeExtractor,
  windowScroll,
  type Range,
  type Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The virtualizer scrolls the window to where it already is when it starts, which makes the browser
 * lay the page out at once, in the middle of React's commit: skip a scroll that would not move.
 */
export const scrollUnlessThere: VirtualizerOptions<Window, Element>['scrollToFn'] = (
  offset,
  options,
  instance,
) => {
  if (offset + (options.adjustments ?? 0) === instance.scrollOffset && !options.behavior) return;
  windowScroll(offset, options, instance);
};

/** The rows to render: those near the screen, and the row holding focus with one row either side. */
export function keepRows(range: Range, kept: number | null): number[] {
  const rows = defaultRangeExtractor(range);
  if (kept === null) return rows;
  const extra = [kept - 1, kept, kept + 1].filter(
    (row) => row >= 0 && row < range.count && !rows.includes(row),
  );
  return extra.length === 0 ? rows : [...rows, ...extra].sort((a, b) => a - b);
}

/** Distance from the top of the page, whatever the scroll (nothing above the list is transformed). */
export function pageTop(element: HTMLElement): number {
  let top = 0;
  for (let at: Element | null = element; at instanceof HTMLElement; at = at.offsetParent) {
    top += at.offsetTop;
  }
  return top;
}

/**
 * Where `element` starts on the page, for a list windowed on the window's scroll: measured before
 * the first paint, and again when the page changes size (a toolbar that wraps above the list).
 */
export function usePageTop(element: HTMLElement | null): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const remeasure = () => setTop(pageTop(element));
    remeasure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(remeasure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return top;
}

/** How close to the end of the page (px) the window counts as scrolled to it. */
const END_SLACK_PX = 2;

const windowAtEnd = () =>
  window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - END_SLACK_PX;

/**
 * For a list whose rows are measured: a row above the screen found taller or shorter than its
 * estimate moves the window by the difference, so that what is on screen stays put (what the
 * virtualizer does by default), but not while the window moves down: each correction is a scroll
 * of its own, which interrupts the browser's animated one (End, PageDown, Space) and can leave it
 * short of where it was going. Nor at the end of the page, where the window stays
 * (useWindowEndKept).
 */
export function useCorrectionsForRowsAbove(virtualizer: Virtualizer<Window, Element>): void {
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/immutability -- the virtualizer reads this property of its own; no option sets it
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) =>
      instance.scrollDirection !== 'forward' &&
      item.start < (instance.scrollOffset ?? 0) &&
      !windowAtEnd();
  }, [virtualizer]);
}

/**
 * A window scrolled to the end of a windowed list stays there while the page under it changes
 * height (`height`: rows measured taller or shorter than their estimate, a row of links above
 * drawn later): End reaches the last row even when pressed before the rows near it were measured.
 */
export function useWindowEndKept(height: number): void {
  const atEnd = useRef(false);
  useEffect(() => {
    const onScroll = () => {
      atEnd.current = windowAtEnd();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    if (atEnd.current && !windowAtEnd()) window.scrollTo(0, document.documentElement.scrollHeight);
  }, [height]);
}
