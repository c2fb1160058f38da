import { renderHook } from '@testing-library/react';
import { makeFavorite } from '../../../test/factories';
import type { DiaryRow } from './diaryRows';
import { useRowEstimates } from './useRowEstimates';

const month: DiaryRow = { kind: 'month', month: '2025-12', count: 3 };
const day = (n: number): DiaryRow => ({
  kind: 'day',
  day: `2025-12-0${n}`,
  movie: makeFavorite(n),
  rewatch: false,
});

/** A list with its rows drawn at these heights (jsdom lays nothing out). */
function listOf(heights: number[]) {
  const list = document.createElement('ol');
  heights.forEach((height, index) => {
    const item = document.createElement('li');
    item.dataset.index = String(index);
    item.getBoundingClientRect = () => ({ height }) as DOMRect;
    list.append(item);
  });
  return list;
}

describe('useRowEstimates', () => {
  const initial = { month: 64, day: 52 };

  it('estimates each kind of row at the median height of those drawn', () => {
    const rows = [month, day(1), day(2), day(3)];
    const { result } = renderHook(() => useRowEstimates(listOf([53, 41, 62, 41]), rows, initial));
    expect(result.current).toEqual({ month: 53, day: 41 });
  });

  it('keeps the first estimate of a kind not drawn yet, and all of them before the list is', () => {
    const rows = [day(1), day(2)];
    expect(
      renderHook(() => useRowEstimates(listOf([40, 40]), rows, initial)).result.current,
    ).toEqual({
      month: 64,
      day: 40,
    });
    expect(renderHook(() => useRowEstimates(null, rows, initial)).result.current).toBe(initial);
  });
});
