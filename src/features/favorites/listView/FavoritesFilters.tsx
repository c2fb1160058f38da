import { useEffect, useId } from 'react';
import { favoritesPageText as t } from '../../../shared/text/favoritesPage';
import { SegmentedControl } from '../../../shared/ui/SegmentedControl';
import { titleCollator, type ListFacets } from './arrange';
import { genreLabel } from '../../../shared/text/genres';
import {
  DETAIL_FILTERS,
  FILTER_TYPES,
  MAX_FIND_LENGTH,
  RATED_FILTERS,
  SORT_ORDERS,
  type ListQuery,
  type SortOrder,
} from './listQuery';
import type { UpdateListQuery } from './useListQuery';
import { whenIdle } from '../../../shared/lib/whenIdle';
import styles from './FavoritesFilters.module.css';

export interface FavoritesFiltersProps {
  query: ListQuery;
  facets: ListFacets;
  onChange: UpdateListQuery;
  /** The orders offered (the favorites' by default). */
  sorts?: readonly SortOrder[];
  /** The find box's name and the toolbar's, where the list is not the favorites. */
  labels?: { find: string; toolbar: string };
}

const ALL = 'all';
const COLLATOR_IDLE_MS = 3000;

/**
 * Find, order and filter the favorites. Filters offer only what the list holds (and the current
 * choice, so it can be undone even after its last film is gone); one option is no choice, so a
 * filter with a single option is left out.
 */
export function FavoritesFilters({
  query,
  facets,
  onChange,
  sorts = SORT_ORDERS,
  labels = { find: t.find, toolbar: t.toolbarLabel },
}: FavoritesFiltersProps) {
  const id = useId();
  // An order by title makes the page's first collator, about 80 ms of that choice's press on a
  // low-tier phone: it is made ahead, once the browser is idle with the orders on screen.
  useEffect(() => whenIdle(titleCollator, { timeoutMs: COLLATOR_IDLE_MS }), []);
  const types =
    query.type && !facets.types.includes(query.type) ? [...facets.types, query.type] : facets.types;
  const decades =
    query.decade !== null && !facets.decades.includes(query.decade)
      ? [...facets.decades, query.decade].sort((a, b) => b - a)
      : facets.decades;
  const typeOptions = [
    { value: ALL, label: t.types.all },
    ...types.map((type) => ({ value: type, label: t.types[type] })),
  ];
  const offersRated = (facets.rated && facets.unrated) || query.rated !== null;
  const ratedOptions = ([ALL, ...RATED_FILTERS] as const).map((value) => ({
    value,
    label: t.rated[value],
  }));

  return (
    <div role="search" className={styles.toolbar} aria-label={labels.toolbar}>
      <div className={styles.field}>
        <label htmlFor={`${id}-find`}>{labels.find}</label>
        <input
          id={`${id}-find`}
          className={styles.control}
          type="search"
          value={query.q}
          placeholder={t.findPlaceholder}
          maxLength={MAX_FIND_LENGTH}
          autoComplete="off"
          onChange={(event) => onChange({ q: event.target.value }, { typing: true })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-sort`}>{t.sort}</label>
        <select
          id={`${id}-sort`}
          className={styles.control}
          value={query.sort}
          onChange={(event) =>
            onChange({ sort: sorts.find((sort) => sort === event.target.value) })
          }
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
      {decades.length > 1 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-decade`}>{t.decade}</label>
          <select
            id={`${id}-decade`}
            className={styles.control}
            value={query.decade ?? ALL}
            onChange={(event) =>
              onChange({ decade: event.target.value === ALL ? null : Number(event.target.value) })
            }
          >
            <option value={ALL}>{t.allDecades}</option>
            {decades.map((decade) => (
              <option key={decade} value={decade}>
                {t.decadeLabel(decade)}
              </option>
            ))}
          </select>
        </div>
      )}
      {DETAIL_FILTERS.map((field) => {
        const name = query[field];
        if (name === null) return null;
        const kind = t.detailFilters[field];
        const shown = field === 'genre' ? genreLabel(name) : name;
        return (
          <button
            key={field}
            type="button"
            className={styles.chip}
            aria-label={t.clearDetailFilter(kind, shown)}
            onClick={() => onChange({ [field]: null })}
          >
            {t.detailFilter(kind, shown)}
            <span aria-hidden="true"> ×</span>
          </button>
        );
      })}
      {types.length > 1 && (
        <div className={styles.types}>
          <SegmentedControl
            label={t.type}
            options={typeOptions}
            value={query.type ?? ALL}
            onChange={(value) =>
              onChange({ type: FILTER_TYPES.find((type) => type === value) ?? null })
            }
          />
        </div>
      )}
      {offersRated && (
        <div className={styles.types}>
          <SegmentedControl
            label={t.ratedLabel}
            options={ratedOptions}
            value={query.rated ?? ALL}
            onChange={(value) =>
              onChange({ rated: RATED_FILTERS.find((rated) => rated === value) ?? null })
            }
          />
        </div>
      )}
    </div>
  );
}
