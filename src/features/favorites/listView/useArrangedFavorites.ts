import { useMemo } from 'react';
import type { FavoriteMovie } from '../favoriteMovie';
import { filterFavorites, listFacets, sortFavorites, type ListFacets } from './arrange';
import type { ListQuery } from './listQuery';

export interface ArrangedFavorites {
  /** The films to show, in order. */
  shown: readonly FavoriteMovie[];
  facets: ListFacets;
}

/** Sorts only when the list or the order changes: a keystroke in the search box only filters. */
export function useArrangedFavorites(
  all: readonly FavoriteMovie[],
  query: ListQuery,
): ArrangedFavorites {
  const { sort, type, decade, q } = query;
  const sorted = useMemo(() => sortFavorites(all, sort), [all, sort]);
  const shown = useMemo(
    () => filterFavorites(sorted, { sort, type, decade, q }),
    [sorted, sort, type, decade, q],
  );
  const facets = useMemo(() => listFacets(all), [all]);
  return { shown, facets };
}
