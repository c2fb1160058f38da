import { useCallback, useLayoutEffect, useState } from 'react';
import { pageTop } from '../../../shared/lib/windowing';

export interface GridLayout {
  /** Columns the stylesheet's grid makes at this width. */
  columns: number;
  /** The tallest card rendered: cards of the favorites grid are all as tall (see MovieCard). */
  rowHeight: number;
  rowGap: number;
  /** Where the list starts on the page: the window scrolls, not the list. */
  offsetTop: number;
}

/** Before anything is measured: a card 160 px wide is about this tall. */
const ESTIMATED_ROW_HEIGHT = 340;
/**
 * The first render lays out a phone's two columns on a guess, so the one measuring before the first
 * paint finds cards to read the rows' height from: measuring an empty list first would lay the page
 * out once more, inside the press that shows the grid.
 */
const INITIAL: GridLayout = {
  columns: 2,
  rowHeight: ESTIMATED_ROW_HEIGHT,
  rowGap: 0,
  offsetTop: 0,
};

function measure(list: HTMLElement): GridLayout {
  const style = getComputedStyle(list);
  // The columns are the stylesheet's (auto-fill, or two on a phone): read them, never recompute them.
  const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
  let rowHeight = 0;
  for (const item of list.children)
    rowHeight = Math.max(rowHeight, (item as HTMLElement).offsetHeight);
  return {
    columns: Math.max(1, columns),
    rowHeight: rowHeight || ESTIMATED_ROW_HEIGHT,
    rowGap: Number.parseFloat(style.rowGap) || 0,
    offsetTop: pageTop(list),
  };
}

function same(a: GridLayout, b: GridLayout): boolean {
  return (
    a.columns === b.columns &&
    a.rowHeight === b.rowHeight &&
    a.rowGap === b.rowGap &&
    a.offsetTop === b.offsetTop
  );
}

/**
 * The geometry a windowed grid needs, measured from the list itself: again when the list or the
 * page changes size (a narrower window, a toolbar that wraps above the list), and whenever the
 * caller calls `remeasure` (other cards rendered).
 */
export function useGridLayout(list: HTMLElement | null): [GridLayout, () => void] {
  const [layout, setLayout] = useState(INITIAL);

  const remeasure = useCallback(() => {
    if (!list) return;
    const next = measure(list);
    setLayout((current) => (same(current, next) ? current : next));
  }, [list]);

  useLayoutEffect(() => {
    if (!list) return;
    // Measured before the first paint, so the grid never shows a frame laid out on a guess.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading layout is this effect's job
    remeasure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(remeasure);
    observer.observe(list);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list, remeasure]);

  return [layout, remeasure];
}
