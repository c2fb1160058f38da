import { useCallback } from 'react';
import {
  FIRST_FILM_YEAR,
  lastSearchYear,
  NO_FILTERS,
  parseSearchYear,
  type SearchFilters,
  type SearchType,
} from '../filters';
import { text } from '../../../shared/text';

/** The year field's text for a set of filters. */
export const yearText = ({ year }: SearchFilters) => (year === null ? '' : String(year));

export const badYearWarning = () => text.search.badYear(FIRST_FILM_YEAR, lastSearchYear());

interface FilterFieldsOptions {
  setYearInput: (value: string) => void;
  filters: SearchFilters;
  /** Runs the search again with the new filters. */
  applyFilters: (filters: SearchFilters) => void;
  setFilterWarning: (warning: string | null) => void;
}

/**
 * The filters' controls. The type and «Сбросить» apply at once. The year field: a complete, valid
 * year filters the search at once; a year out of range says so; an unfinished one is judged when
 * complete or when the field is left.
 */
export function useFilterFields({
  setYearInput,
  filters,
  applyFilters,
  setFilterWarning,
}: FilterFieldsOptions) {
  const changeYearInput = useCallback(
    (value: string) => {
      setYearInput(value);
      const trimmed = value.trim();
      if (trimmed === '') {
        if (filters.year !== null) applyFilters({ ...filters, year: null });
        else setFilterWarning(null);
        return;
      }
      if (trimmed.length < 4) return; // still typing
      const year = parseSearchYear(trimmed);
      if (year === null) setFilterWarning(badYearWarning());
      else if (year !== filters.year) applyFilters({ ...filters, year });
      else setFilterWarning(null);
    },
    [filters, applyFilters, setYearInput, setFilterWarning],
  );

  /**
   * Leaving the year field (or Enter in it) with an unfinished year says what a year is. The field's
   * own value is judged: a render that brings the state up to it may still be on its way.
   */
  const commitYear = useCallback(
    (value: string) => {
      if (value.trim() !== '' && parseSearchYear(value) === null)
        setFilterWarning(badYearWarning());
    },
    [setFilterWarning],
  );

  return {
    changeYearInput,
    commitYear,
    changeType: (type: SearchType | null) => applyFilters({ ...filters, type }),
    resetFilters: () => {
      setYearInput('');
      applyFilters(NO_FILTERS);
    },
  };
}
