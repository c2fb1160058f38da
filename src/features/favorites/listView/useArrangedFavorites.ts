import { useMemo } from 'react';
import type { FavoriteMovie } from '../state/favoriteMovie';
import {
  filterFavorites,
  listFacets,
  sortFavorites,
  type FactsOf,
  type ListFacets,
  type NamesOf,
} from './arrange';
import type { ListQuery } from './listQuery';

export interface ArrangedFavorites {
  /** The films to show, in order. */
  shown: readonly FavoriteMovie[];
  facets: ListFacets;
}

/**
 * Sorts only when the list, the order or the details it sorts by change: a keystroke in the search
 * box only filters.
 */
export function useArrangedFavorites(
  all: readonly FavoriteMovie[],
  query: ListQuery,
  namesOf?: NamesOf,
  factsOf?: FactsOf,
): ArrangedFavorites {
  const { sort } = query;
  const sorted = useMemo(() => sortFavorites(all, sort, factsOf), [all, sort, factsOf]);
  const shown = useMemo(() => filterFavorites(sorted, query, namesOf), [sorted, query, namesOf]);
  const facets = useMemo(() => listFacets(all), [all]);
  return { shown, facets };
}
