import { useLayoutEffect, useState } from 'react';
import type { DiaryRow } from './diaryRows';

export type RowEstimates = Record<DiaryRow['kind'], number>;

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * What each kind of row is estimated at before it is drawn: `initial`, then the median height of
 * the rows of that kind first drawn in `list` (the fonts, and so the heights, differ from one device
 * to another). With estimates that hold, a row drawn later rarely changes the page's height, which
 * would move the window or leave an End short of the end.
 */
export function useRowEstimates(
  list: HTMLOListElement | null,
  rows: readonly DiaryRow[],
  initial: RowEstimates,
): RowEstimates {
  const [estimates, setEstimates] = useState(initial);
  useLayoutEffect(() => {
    if (!list) return;
    const heights: Record<DiaryRow['kind'], number[]> = { month: [], day: [] };
    for (const item of list.querySelectorAll<HTMLElement>(':scope > li[data-index]')) {
      const row = rows[Number(item.dataset.index)];
      if (row) heights[row.kind].push(item.getBoundingClientRect().height);
    }
    const drawn = (kind: DiaryRow['kind']) => median(heights[kind]) || undefined;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading layout is this effect's job
    setEstimates((current) => {
      const next = { month: drawn('month') ?? current.month, day: drawn('day') ?? current.day };
      return next.month === current.month && next.day === current.day ? current : next;
    });
  }, [list, rows]);
  return estimates;
}
