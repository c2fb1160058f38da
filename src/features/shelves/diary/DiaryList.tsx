import { useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { isRating } from '../../favorites';
import { formatDay, formatMonthHeading } from '../../../shared/lib/calendarDay';
import { formatNumber } from '../../../shared/lib/plural';
import {
  keepRows,
  scrollUnlessThere,
  useCorrectionsForRowsAbove,
  usePageTop,
  useWindowEndKept,
} from '../../../shared/lib/windowing';
import { paths } from '../../../shared/paths';
import { shelvesText } from '../shelvesText';
import type { DiaryDay, DiaryMonth, DiaryRow } from './diaryRows';
import { useRowEstimates } from './useRowEstimates';
import styles from './DiaryList.module.css';

const t = shelvesText.diary;
/** Rows drawn beyond the screen each way: Tab and short scrolls land on rows already there. */
const OVERSCAN = 8;
/** Until the first rows are drawn (useRowEstimates). */
const FIRST_ESTIMATES = { month: 64, day: 52 };

function MonthHeading({ row }: { row: DiaryMonth }) {
  return (
    <h2 className={styles.month}>
      {formatMonthHeading(row.month)}{' '}
      <span className={styles.monthCount}>{t.monthCount(row.count)}</span>
    </h2>
  );
}

function DayLine({ row }: { row: DiaryDay }) {
  const { movie } = row;
  return (
    <div className={styles.day}>
      <time className={styles.date} dateTime={row.day}>
        {formatDay(row.day)}
      </time>
      <Link className={styles.title} to={paths.movie.getHref(movie.imdbID)}>
        {movie.title}
      </Link>
      <span className={styles.year}>{movie.year}</span>
      {isRating(movie.rating) && (
        <span className={styles.rating}>
          <span aria-hidden="true">★ </span>
          <span className="visually-hidden">{t.ratingLabel} </span>
          {formatNumber(movie.rating)}
        </span>
      )}
      {row.rewatch && <span className={styles.rewatch}>{t.rewatch}</span>}
    </div>
  );
}

/**
 * Every watch day under its month's heading, windowed: the page is as tall as the whole diary while
 * only the rows near the screen are in the DOM; the row holding focus stays, with its neighbours.
 */
export function DiaryList({ rows }: { rows: readonly DiaryRow[] }) {
  const [list, setList] = useState<HTMLOListElement | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const margin = usePageTop(list);
  const estimates = useRowEstimates(list, rows, FIRST_ESTIMATES);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => estimates[rows[index].kind],
    overscan: OVERSCAN,
    scrollMargin: margin,
    rangeExtractor: useCallback((range: Range) => keepRows(range, focused), [focused]),
    scrollToFn: scrollUnlessThere,
  });
  // New estimates apply to the rows not measured yet once the virtualizer lays them out again.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, estimates]);
  useCorrectionsForRowsAbove(virtualizer);
  useWindowEndKept(virtualizer.getTotalSize() + margin);

  const onFocus = (event: FocusEvent<HTMLOListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]');
    setFocused(item ? Number(item.dataset.index) : null);
  };
  const onBlur = (event: FocusEvent<HTMLOListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  };

  return (
    <ol
      ref={setList}
      className={styles.list}
      style={{ height: virtualizer.getTotalSize() }}
      aria-label={t.listLabel}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        return (
          <li
            key={row.kind === 'month' ? row.month : `${row.day} ${row.movie.imdbID}`}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className={styles.row}
            aria-setsize={rows.length}
            aria-posinset={item.index + 1}
            style={{ transform: `translateY(${item.start - margin}px)` }}
          >
            {row.kind === 'month' ? <MonthHeading row={row} /> : <DayLine row={row} />}
          </li>
        );
      })}
    </ol>
  );
}
