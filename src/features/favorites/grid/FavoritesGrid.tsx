import { useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { confirmText, favoritesText } from '../favoritesText';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import type { FavoriteMovie } from '../state/favoriteMovie';
import { removeFavorite } from '../state/favoritesSlice';
import { LazyPersonalDialog, usePersonalDialog } from '../personal/usePersonalDialog';
import { FavoriteCardActions } from '../personal/PersonalButton';
import type { RenderFavoriteCard } from '../state/types';
import { useGridLayout } from './useGridLayout';
import { useListFocus } from './useListFocus';
import { keepRows, scrollUnlessThere, useWindowEndKept } from '../../../shared/lib/windowing';
import grid from '../../../shared/ui/CardGrid.module.css';
import styles from './FavoritesGrid.module.css';

const EAGER_POSTERS = 6;
/**
 * A list this short is laid out whole, in the grid's own flow: nothing to measure, so a switch to
 * the grid is one render and one layout. Longer lists are windowed.
 */
export const UNWINDOWED_MAX = 24;
/** Rows rendered beyond the screen each way: Tab and short scrolls land on cards already there. */
const OVERSCAN_ROWS = 2;

export interface FavoritesGridProps {
  /** The favorites to show, in the order to show them. */
  movies: readonly FavoriteMovie[];
  renderCard: RenderFavoriteCard;
  /** The list's name for screen readers («Избранные фильмы» unless given). */
  label?: string;
  /**
   * Whether each card has the heart that removes it from the favorites (true) or only its ★: a
   * shelf lists titles by status, hearted or not.
   */
  hearts?: boolean;
}

/**
 * Every favorite as a card: a short list whole, a long one windowed (the page as tall as the whole
 * list, so the scrollbar, End and PageDown reach the last card, while only the rows near the screen
 * are in the DOM; the row with focus stays rendered wherever the window scrolls, so focus is never
 * dropped, and its neighbours too, so Tab and Shift+Tab always find the next card). The heart asks
 * before removing.
 */
export function FavoritesGrid({
  movies,
  renderCard,
  label = favoritesText.gridLabel,
  hearts = true,
}: FavoritesGridProps) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<FavoriteMovie | null>(null);
  const personal = usePersonalDialog();
  const ids = useMemo(() => movies.map((movie) => movie.imdbID), [movies]);
  const focus = useListFocus(ids);
  // The card being asked about or edited keeps its row when windowed: the dialog takes focus, and
  // closing it returns focus there.
  const keptId = pending?.imdbID ?? personal.editing?.imdbID ?? null;

  // A card in its list item, which says its place in the whole list; `style` places a windowed one.
  const item = (movie: FavoriteMovie, index: number, style?: CSSProperties) => (
    <li
      key={movie.imdbID}
      className={grid.item}
      data-id={movie.imdbID}
      aria-setsize={movies.length}
      aria-posinset={index + 1}
      style={style}
    >
      {renderCard(
        movie,
        <FavoriteCardActions
          movie={movie}
          heartRef={focus.register(movie.imdbID)}
          onRemove={hearts ? () => setPending(movie) : undefined}
          onEdit={() => personal.open(movie)}
          editBusy={personal.busyFor === movie.imdbID}
        />,
        { eager: index < EAGER_POSTERS },
      )}
    </li>
  );

  const confirm = () => {
    if (!pending) return;
    focus.focusAfterRender(focus.neighbourOf(pending.imdbID));
    setPending(null);
    dispatch(removeFavorite(pending.imdbID));
  };

  const cancel = () => {
    if (!pending) return;
    setPending(null);
    focus.focusAfterRender(pending.imdbID);
  };

  return (
    <div className={styles.wrapper}>
      {movies.length <= UNWINDOWED_MAX ? (
        <ul className={grid.grid} aria-label={label}>
          {movies.map((movie, index) => item(movie, index))}
        </ul>
      ) : (
        <WindowedRows movies={movies} ids={ids} label={label} keptId={keptId} item={item} />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={confirmText.title}
        message={pending ? confirmText.removeOne(pending.title) : ''}
        confirmLabel={confirmText.remove}
        cancelLabel={confirmText.cancel}
        onConfirm={confirm}
        onCancel={cancel}
      />
      <Suspense fallback={null}>
        <LazyPersonalDialog movie={personal.editing} onClose={personal.close} />
      </Suspense>
    </div>
  );
}

interface WindowedRowsProps {
  movies: readonly FavoriteMovie[];
  ids: readonly string[];
  label: string;
  /** The card a dialog is open for: its row stays rendered. */
  keptId: string | null;
  item: (movie: FavoriteMovie, index: number, style: CSSProperties) => ReactNode;
}

/** A long list's rows near the screen, each card saying its place in the whole. */
function WindowedRows({ movies, ids, label, keptId, item }: WindowedRowsProps) {
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const [layout, remeasure] = useGridLayout(list);
  const { columns } = layout;
  const rowCount = Math.ceil(movies.length / columns);
  const kept = keptId ?? focusedId;
  const keptIndex = kept === null ? -1 : ids.indexOf(kept);
  const keptRow = keptIndex === -1 ? null : Math.floor(keptIndex / columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => layout.rowHeight,
    gap: layout.rowGap,
    overscan: OVERSCAN_ROWS,
    scrollMargin: layout.offsetTop,
    rangeExtractor: useCallback((range: Range) => keepRows(range, keptRow), [keptRow]),
    scrollToFn: scrollUnlessThere,
  });
  // Rows are as tall as the tallest card measured; when that changes, every row moves.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, layout.rowHeight, layout.rowGap]);
  // A taller card measured near the end moves the end down: a visitor who reached it stays there.
  useWindowEndKept(virtualizer.getTotalSize() + layout.offsetTop);

  const rows = virtualizer.getVirtualItems();
  const rowsKey = rows.map((row) => row.index).join();
  // Other cards rendered: measure again, before the browser paints them.
  useLayoutEffect(remeasure, [remeasure, rowsKey]);

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('li[data-id]');
    setFocusedId(item?.dataset.id ?? null);
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedId(null);
  };

  return (
    <ul
      ref={setList}
      className={`${grid.grid} ${styles.windowed}`}
      style={{ height: virtualizer.getTotalSize() }}
      aria-label={label}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {rows.flatMap((row) =>
        movies.slice(row.index * columns, (row.index + 1) * columns).map((movie, column) =>
          item(movie, row.index * columns + column, {
            gridColumn: column + 1,
            transform: `translateY(${row.start - layout.offsetTop}px)`,
          }),
        ),
      )}
    </ul>
  );
}
